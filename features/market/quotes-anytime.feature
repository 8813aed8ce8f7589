@market
Feature: Market quotes at any hour
  The quotes of a plan, as they hold whenever the user looks: the core opens them at its default instant, the browser
  against the reference server, whose feed follows the real clock. So a market shows whichever state the hour gives
  it, a chart ends on the last closed day, and a file is named after the day it is saved on (SPEC §1, §6).

  @ui @smoke
  Scenario: At any hour a subscriber sees the futures of their plan and where each price comes from
    Given "assinante@example.com", a subscriber with quotes, opens the quotes
    Then the futures market shows "live" or "closed"
    And the quotes include "Soja" and not "Boi gordo"
    And on hover, each row of the futures tells its source, unit, currency and method
    And on a phone, on a tap, each row of the futures tells its source, unit, currency and method

  @ui @any-deployment
  Scenario: At any hour a free user is offered the plans instead of quotes
    Given "gratuito@example.com", a free user, opens the quotes
    Then they are offered the plans instead of quotes

  @ui
  Scenario: At any hour a demo sees its prices 15 minutes late or closed
    Given "demo@example.com", a demo during its trial, opens the quotes
    Then the futures market shows "delayed" or "closed"
    And every price of the futures is at least 15 minutes old

  @ui
  Scenario: At any hour a subscriber sees 3 years of a chart up to the last closed day
    Given "assinante@example.com", a subscriber with quotes, opens the quotes
    When they open the chart of "ZS1"
    And they change the chart's range to 3 years
    Then the chart shows the trading days of the last 3 years up to the last closed day of "ZS1"

  @ui
  Scenario: At any hour a subscriber exports the futures as CSV
    Given "assinante@example.com", a subscriber with quotes, opens the quotes
    When they export the futures as CSV
    Then the file of the futures of the day is saved
    And it has a line for each instrument of the futures shown, with its source, unit, currency, time and method
