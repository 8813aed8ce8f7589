@shell
Feature: The layout follows the account from one device to another
  Theme, font sizes, image alignment and the ticker are kept in the account (SPEC §3, Layout preferences saved to
  the server), so a subscriber finds them on every device where they sign in. The newest change wins, and the
  history keeps the versions with the dates they were created and last updated, so an earlier one can be restored.

  @ui
  Scenario: A change made on the phone shows on the desk after it signs in, and the history lists it
    Given the user "assinante@example.com" is signed in on the "phone"
    When on the "phone" they choose the theme "dark", the alignment "right" and the ticker at the top
    And they sign in on the "desk"
    Then the "desk" shows the theme "dark", the alignment "right" and the ticker at the top
    And the layout history on the "desk" lists the version in use and the one before, each with its dates

  @ui
  Scenario: An earlier version of the layout is restored
    Given the user "gratuito@example.com" is signed in on the "desk"
    When on the "desk" they choose the theme "dark", the alignment "left" and the ticker at the top
    And on the "desk" they restore the version of the layout the account had before
    Then the "desk" shows the theme "light", the alignment "center" and the ticker in the footer

  Scenario: A read that left before a change does not undo it
    Given the user "assinante@example.com" is signed in on the "phone"
    When on the "phone" they choose the theme "semi-dark", the alignment "left" and the ticker at the top
    And the "phone" receives the layout the account had before that change
    Then the "phone" shows the theme "semi-dark", the alignment "left" and the ticker at the top

  Scenario: A read that comes back while a change is being saved does not undo it
    Given the user "assinante@example.com" is signed in on the "desk"
    And they sign in on the "phone"
    And on the "phone" they choose the theme "dark", the alignment "right" and the ticker in the footer
    When on the "desk" they choose the theme "semi-dark", the alignment "left" and the ticker at the top while a read of the account's layout is on its way
    Then the "desk" shows the theme "semi-dark", the alignment "left" and the ticker at the top
