@services
Feature: Freight calculator
  A user whose plan includes the calculator estimates the freight of a load between a producing city and a port, by
  road or rail. The cost per tonne is the route's distance × its rate per tonne-kilometre by that mode × the product's
  factor + the terminal fee per tonne, from the freight table; the total is that cost times the tonnes.

  @ui
  Scenario: A freight quote gives the cost per tonne and the total
    Given "assinante@example.com" opens the freight calculator
    When they quote "30" t of "Algodão em pluma" from "Sorriso (MT)" to "Porto de Santos (SP)" by "Rodovia"
    Then the freight costs "R$ 257,70" a tonne and "R$ 7.731,00" in total

  Scenario: Rail is priced by its own rate and terminal fee
    Given "assinante@example.com" opens the freight calculator
    When they quote "1000" t of "Soja em grão" from "Sorriso (MT)" to "Porto de Santos (SP)" by "Ferrovia"
    Then the freight costs "R$ 164,80" a tonne and "R$ 164.800,00" in total

  @ui
  Scenario: A wrong freight form says what is wrong beside each field
    Given "assinante@example.com" opens the freight calculator
    When they quote "1,5" t of "" from "Sorriso (MT)" to "Sorriso (MT)" by "Rodovia"
    Then the field "destination" says "O destino deve ser diferente da origem"
    And the field "product" says "Escolha uma opção"
    And the field "tonnage" says "Informe de 1 a 100000 toneladas, em números inteiros"
    And the tonnes they typed are still "1,5"
    And no freight is quoted

  @ui
  Scenario: A route without a rate by the chosen mode says so beside the mode
    Given "assinante@example.com" opens the freight calculator
    When they quote "30" t of "Algodão em pluma" from "Sorriso (MT)" to "Miritituba (PA)" by "Ferrovia"
    Then the field "mode" says "Não há tarifa de frete para esta rota neste modal"
    And no freight is quoted
