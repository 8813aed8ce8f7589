@account
Feature: A copy of one's data and the devices signed in to the account
  In my account a user asks for a copy of the data Celeiro keeps about them (LGPD Art. 18, II and V): it is built within
  a minute and e-mailed as a link that works once and for 24 hours. The device list shows each signed-in device with its
  last use, this one first and marked; ending a device ends its sessions, and ending this one signs this browser out.

  @ui
  Scenario: A subscriber asks for a copy of their data
    Given the subscriber is signed in on their desk
    When they ask for a copy of their data
    Then they are told the link goes to "assinante@example.com" within 1 minute and works for 24 hours

  @ui @browser-only
  Scenario: The mailed link downloads the copy once
    Given the subscriber is signed in on their desk
    When they ask for a copy of their data
    Then the mailed link downloads a copy holding their devices and consents
    And a second use of the link is refused with a page saying it was used

  Scenario: The link of a copy works once, for 24 hours
    Given a copy of one's data ready at "2026-11-21T12:00:00Z"
    Then its link works at "2026-11-22T11:59:59Z"
    And its link has expired at "2026-11-22T12:00:00Z"
    And once used, its link no longer works

  @ui
  Scenario: The device list marks this device and ends another one
    Given the subscriber is signed in on their phone
    And the subscriber is signed in on their desk
    When they open the device list on their desk
    Then the first device listed is this one, last used now
    When they end their phone from their desk
    Then their phone is signed out
    And their desk is still signed in

  @ui
  Scenario: Ending this device signs this browser out
    Given the subscriber is signed in on their desk
    When they end this device from their desk
    Then their desk is signed out
