@shell
Feature: Guided tour
  The guided tour (SPEC §4, Tour) shows a user, step by step, the menu, the filters, the view styles, the ticker, the
  notifications and the user menu. It is offered on the first page after a sign-in, unless the account or the device
  has put it away; it can be skipped or finished, and either is remembered on the account, so no later sign-in, on
  any device, offers it again. It can always be started again from the help.

  @ui
  Scenario: The tour is offered after a first sign-in, and skipping it is remembered on the account
    Given "editor@example.com" signs in on a new phone
    Then the tour is offered
    When they skip the tour
    Then the tour is put away on this device and on the account
    When "editor@example.com" signs in on another new phone
    Then the tour is not offered

  @ui
  Scenario: Finishing the tour is remembered on the account
    Given "publicador@example.com" signs in on a new desk
    Then the tour is offered
    When they go through the tour to its end
    Then the tour is put away on this device and on the account
    When "publicador@example.com" signs in on another new desk
    Then the tour is not offered

  @ui
  Scenario: An account that has put the tour away is not offered it
    Given "assinante@example.com" signs in on a new device
    Then the tour is not offered
