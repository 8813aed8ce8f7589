@content
Feature: Plans in the user's language
  The plans, their features and their prices come from the server in the language the user reads the product in,
  and the prices are written as that language writes money, in the currency the plans are sold in (reais). Nothing
  of a plan stays in Portuguese for a user who chose another language; switching language on the plans page shows
  the plans again in the new one.

  @ui
  Scenario: A visitor reads the plans in English, priced in reais as English writes them
    Given a visitor reads the product in "English"
    When they open the plans
    Then they see the plan "Grains and Sugar plan" at "R$490.00"
    And the plan "Grains and Sugar plan" offers "Ask the analyst"
    And no plan is named "Plano Grãos e Açúcar"

  @ui
  Scenario: Switching language on the plans page shows the plans in the new language
    Given a visitor reads the product in "English"
    And they open the plans
    When they switch the language to "Português (Portugal)"
    Then they see the plan "Plano Cereais e Açúcar" at "490,00 R$"
    And the plan "Plano Cereais e Açúcar" offers "Pergunte ao analista"
    And no plan is named "Grains and Sugar plan"

  Scenario: A plan not yet translated into the user's language is shown in the nearest language it is written in
    Given the plan "Plano Café" is translated only into the Spanish of Spain, as "Plan Café"
    And a visitor reads the product in "Español (Argentina)"
    When they open the plans
    Then they see the plan "Plan Café" at "R$ 190,00"
    When they switch the language to "English"
    Then they see the plan "Plano Café" at "R$190.00"
