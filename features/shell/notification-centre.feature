@shell
Feature: The notification centre
  A bell in the signed-in header counts the news sent to the user that are unread: those sent since the user last
  opened the centre on this device (before the first opening, every news sent in the last 30 days). The centre lists
  the notifications, newest first, each with its content type and date, and each opens its content; opening the
  centre marks what it lists as seen. The count refreshes on sign-in, on every user-info check and when a push
  arrives in the native shell.

  @ui
  Scenario: The bell counts the news sent since the centre was last opened
    Given the subscriber "assinante@example.com" has signed in on a 1366 by 800 screen
    Then the bell shows news sent to them as unread
    When they open the notification centre
    Then it lists the news sent to them, newest first, each with its content type and date
    And the bell shows nothing unread
    When they come back later on the same device
    Then the bell shows nothing unread

  @ui
  Scenario: A notification opens its content
    Given the subscriber "assinante@example.com" has signed in on a 1366 by 800 screen
    When they open the notification centre
    And they open the first notification
    Then they read the news of that notification

  Scenario: The count refreshes on every user-info check and when a push arrives in the native shell
    Given the subscriber "assinante@example.com" has signed in on a 1366 by 800 screen
    And they open the notification centre
    When a news is sent to them
    Then the bell shows nothing unread
    When the next user-info check comes
    Then the bell shows 1 unread
    When a news is sent to them
    And a push arrives in the native shell
    Then the bell shows 2 unread

  @ui @browser-only
  Scenario: On a phone the centre is a sheet across the screen, and Escape gives the focus back to the bell
    Given the subscriber "assinante@example.com" has signed in on a 390 by 844 screen
    When they open the notification centre
    Then the centre spans the width of the screen
    And nothing scrolls sideways with the centre open
    When they close the centre with Escape
    Then the focus is back on the bell
