@content
Feature: Events, the economic calendar and the author page
  The calendar shows the events (SPEC §3: online or in person, all day or timed, place, price, link, related news) of
  every disclosure type: announcements, invites and the economic calendar. The economic calendar is filtered by
  commodity and importance. An event is added to the user's own calendar as an iCalendar file. An author's page shows
  their biography and latest items.

  @ui
  Scenario: The economic calendar keeps the entries of the chosen commodity and importance
    Given "admin@example.com" opens the economic calendar of this month
    When they keep only the "high" importance entries of commodity 16
    Then every entry shown is of commodity 16 and of "high" importance
    And at least 1 entry is shown

  @ui
  Scenario: An entry added to the user's calendar is an iCalendar event in UTC
    Given "admin@example.com" opens the economic calendar of this month
    When they keep only the "high" importance entries of commodity 16
    And they add the first entry shown to their calendar
    Then the calendar file is an iCalendar event with its start in UTC and the entry's title

  Scenario: An all-day fair is added to the calendar as whole days
    Given "admin@example.com" opens the events of this month
    When they add the fair "Show Rural" to their calendar
    Then the calendar file gives the fair's days as dates, the last day excluded

  Scenario: An event of a commodity outside the user's plan shows without its details
    Given "assinante@example.com" opens the events of this month
    Then the event of commodity 3 only is locked, without its link or price
    And it cannot be added to the calendar

  @ui
  Scenario: The author page shows the author's biography and latest items
    Given "admin@example.com" opens the page of author 2
    Then the author page shows "Bruno Cavalcanti" with a biography
    And it lists the author's latest items
