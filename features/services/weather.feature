@services
Feature: Weather
  A user whose plan includes weather sees the producing regions of a commodity (or all of them): the rain of the last
  30 days against the normal of those days (under 70 % of it the rain is below the normal, over 130 % above it) and
  the forecast of the next 7 days.

  @ui
  Scenario: A commodity's regions, their rain against the normal and their forecast
    Given "assinante@example.com" opens the weather
    When they choose the regions of "Café"
    Then the weather shows the regions "Sul de Minas (MG)"
    And each region's rain is compared with its normal
    And each region shows 7 days of forecast

  @ui
  Scenario: Every region without a commodity
    Given "demo@example.com" opens the weather
    Then the weather shows 10 regions
    And each region's rain is compared with its normal

  @ui
  Scenario: Weather is outside the free plan
    Given "gratuito@example.com" opens the weather
    Then the upsell of a service outside the plan is shown
