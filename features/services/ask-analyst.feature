@services
Feature: Ask the analyst
  A user whose plan includes the service sends market questions to the analysts (SPEC §3: e-mail, name, question and
  commodity, the user's e-mail and name filled in). The plan allows a number of questions a month, and the count left
  is shown before the user writes (SPEC §6, §9); each question uses one. When none remain, the contact with the team
  is offered instead of the form. A plan without the service shows the plans that include it.

  @ui
  Scenario: A question uses one of the month's questions, and with none left the contact is offered
    Given "demo@example.com" opens ask the analyst
    Then they have 1 question to the analyst left this month
    And the form is filled in with their e-mail "demo@example.com" and name "Rafael Teixeira Lima"
    When they ask "Como fica o prêmio da soja em Paranaguá em março?" about "Soja"
    Then they have 0 questions to the analyst left this month
    And the analysts receive the question "Como fica o prêmio da soja em Paranaguá em março?"
    And the contact with the team is offered instead of the question form

  Scenario: A subscriber's plan allows three questions a month
    Given "assinante@example.com" opens ask the analyst
    Then they have 3 questions to the analyst left this month
    When they ask "E o milho safrinha?" about "Milho"
    Then they have 2 questions to the analyst left this month

  @ui
  Scenario: A free user is shown the plans instead of the question form
    Given "gratuito@example.com" opens ask the analyst
    Then they are shown the plans that include the service instead of the form

  @ui
  Scenario: A wrong form says what is wrong beside each field and keeps what was typed
    Given "assinante@example.com" opens ask the analyst
    When they ask "Qual a tendência do café arábica?" about "" giving the e-mail "mariana@"
    Then the field "email" says "E-mail inválido"
    And the field "commodity" says "Escolha uma opção"
    And the question they typed is still "Qual a tendência do café arábica?"
    And they have 3 questions to the analyst left this month
