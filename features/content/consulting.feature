@content
Feature: Consulting
  A client whose plan includes consulting sees the reports and services the consultancy delivers under it, of the
  commodities of the plan only: grouped by service (supply-and-demand balances, hedge recommendations, cost-of-production
  studies, on-demand studies), within a service the work under way first, then the booked deliverables from the nearest,
  then the delivered ones from the latest. A delivered deliverable's documents open, or download stamped for the reader.
  A plan without consulting (the free plan, the demo) is offered the plans with it instead.

  @ui
  Scenario: A subscriber's deliverables, grouped by service, of the plan's commodities
    Given "assinante@example.com" opens the consulting
    Then the consulting shows the services "Balanço de oferta e demanda, Recomendação de hedge, Custo de produção, Estudo sob encomenda"
    And every deliverable shown is of "Açúcar e Etanol, Café, Milho, Soja, Farelo e óleo de soja, Chicago"
    And the commodity filter offers only "Açúcar e Etanol, Café, Milho, Soja, Farelo e óleo de soja, Chicago"
    And the "Balanço de oferta e demanda" shows deliverables both scheduled and delivered

  Scenario: Within a service, the work under way, then the booked, then the delivered from the latest
    Given "assinante@example.com" opens the consulting
    Then each service shows its deliverables in progress, then scheduled from the nearest, then delivered from the latest

  @ui
  Scenario: Filtering by commodity and service
    Given "assinante@example.com" opens the consulting
    When they choose the consulting of "Soja" in "Recomendação de hedge"
    Then every deliverable shown is a "Recomendação de hedge" of "Soja"
    And 2 deliverables are shown, 1 of them in progress

  Scenario: Only a delivered deliverable offers documents
    Given "assinante@example.com" opens the consulting
    Then only delivered deliverables offer documents

  @ui
  Scenario: A delivered deliverable's document opens
    Given "assinante@example.com" opens the consulting
    When they open the first document of a "Balanço de oferta e demanda"
    Then the document is opened

  @ui
  Scenario Outline: Consulting outside the plan
    Given "<email>" opens the consulting
    Then the plans with consulting are offered instead

    Examples:
      | email                |
      | gratuito@example.com |
      | demo@example.com     |
