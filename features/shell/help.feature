@shell
Feature: Help
  The help (SPEC §2, Dialogs and shell) gathers, in eight tabs, what a user or a visitor needs to know about the
  product and to reach the team: about the product, the attendance team, the running version, the data-subject
  rights, the privacy policy, the guided tour, the terms of use and the support tools.

  @ui @any-deployment
  Scenario: A visitor reaches the public attendance desks
    Given a visitor opens the help
    Then the attendance lists the areas "Atendimento, Comercial"

  @ui @smoke
  Scenario: A subscriber reaches their account team before the desks
    Given the subscriber "assinante@example.com" opens the help
    Then the attendance lists the areas "Gerente da sua conta, Análise de mercado, Financeiro, Atendimento, Comercial"

  @ui @any-deployment
  Scenario: The help and the version page give the running version and its build date
    Given a visitor opens the help
    Then the help gives the running version and its build date
    And the version page gives the same version

  @ui
  Scenario: The tour is started from the help
    Given the subscriber "assinante@example.com" opens the help
    When they start the tour from the help
    Then the tour is asked to start

  @ui
  Scenario: A subscriber sends a diagnostic to the support team
    Given the subscriber "assinante@example.com" opens the help
    Then the support tools show this device's id and the session's id
    When they send a diagnostic
    Then the support team receives it with this device's id and the session's id

  @ui
  Scenario: A visitor's diagnostic carries no session
    Given a visitor opens the help
    When they send a diagnostic
    Then the support team receives it with this device's id and no session

  @ui @browser-only
  Scenario: The help explains the product, the data-subject rights, the privacy policy and the terms
    Given a visitor opens the help
    Then the help names the brand "Celeiro Consultoria"
    And the help lists the 9 data-subject rights with a way to ask for deletion and a copy of the data
    And the help shows the privacy policy and the terms of use

  @ui @browser-only
  Scenario: The help is used with the keyboard alone
    Given a visitor opens the help
    Then the help offers 8 tabs
    When they press the right arrow on the tab "Sobre"
    Then the tab "Atendimento" is open
    When they close the help with Escape
    Then the focus is back on the help button in the footer
