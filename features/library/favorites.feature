@library
Feature: Favourites and starred pages follow the user
  A user stars contents as favourites of their commodity (SPEC §4, Favourites) and finds them in the favourites
  view, for one commodity or for all. The favourites are kept in the account, so another device shows them once it
  has read the account. Pages of the app can be starred too, at most 10 (SPEC §9), kept per account on the device.
  A news can be saved to the schedule (SPEC §4, saved_news), kept in the account as well and listed by date. A
  saved news is kept on the device with its attachments and images, so it opens with the network off.

  @ui
  Scenario: A favourite starred and unstarred shows in the favourites view of its commodity and of all
    Given "editor@example.com" is signed in on the "desk" to keep favourites
    When on the "desk" they star entry 1 of commodity 1 as favourite
    And on the "desk" they star entry 2 of commodity 7 as favourite
    Then the favourites view on the "desk" for commodity 1 shows "entry 1 of commodity 1"
    And the favourites view on the "desk" for commodity 7 shows "entry 2 of commodity 7"
    And the favourites view on the "desk" for all commodities shows "entry 1 of commodity 1, entry 2 of commodity 7"
    When on the "desk" they unstar entry 1 of commodity 1 as favourite
    Then the favourites view on the "desk" for commodity 1 shows ""
    And the favourites view on the "desk" for all commodities shows "entry 2 of commodity 7"

  @ui
  Scenario: The eleventh starred page is refused with a notice, and the ten are kept
    Given "editor@example.com" is signed in on the "desk" to keep favourites
    When on the "desk" they star 10 pages
    And on the "desk" they star one more page
    Then the "desk" shows the notice "Você já marcou 10 páginas, o máximo. Desmarque uma para marcar esta."
    And the starred pages on the "desk" are the 10 starred first

  @ui
  Scenario: A news saved on the phone shows in the desk's schedule, newest first, until it is taken out
    Given "assinante@example.com" is signed in on the "phone" to keep favourites
    And on the "phone" the schedule is empty
    When on the "phone" they save entry 2 of commodity 1 to the schedule
    And on the "phone" they save entry 1 of commodity 1 to the schedule
    And on the "phone" they save entry 1 of commodity 1 to the schedule
    And the "desk" reads the account
    Then the schedule on the "desk" shows "entry 1 of commodity 1, entry 2 of commodity 1"
    When on the "desk" they take "entry 1 of commodity 1" out of the schedule
    Then the schedule on the "desk" shows "entry 2 of commodity 1"

  # In a browser, offline reading is Playwright's (tests/e2e/offline.spec.ts), which checks these same steps.
  Scenario: A news saved to the schedule opens with the network off, and its copy goes once it is taken out
    Given "admin@example.com" is signed in on the "phone" to keep favourites
    And on the "phone" the schedule is empty
    When on the "phone" they save entry 1 of commodity 1 to the schedule
    And the "phone" loses its network
    Then on the "phone" "entry 1 of commodity 1" opens from the copy saved on the device
    And the schedule on the "phone" shows "entry 1 of commodity 1"
    When the "phone" gets back its network
    And on the "phone" they take "entry 1 of commodity 1" out of the schedule
    Then the "phone" keeps no copy of "entry 1 of commodity 1"

  # The core: the desk was signed in before the change and shows it at its user-info check.
  # In the browser: the desk is a new browser that shows it once signed in.
  @ui
  Scenario: A favourite starred on the phone shows on the desk once the desk has read the account
    Given "publicador@example.com" is signed in on the "phone" to keep favourites
    When on the "phone" they star entry 3 of commodity 1 as favourite
    Then the favourites view on the "phone" for commodity 1 shows "entry 3 of commodity 1"
    When the "desk" reads the account
    Then the favourites view on the "desk" for all commodities shows "entry 3 of commodity 1"
    And the favourites view on the "desk" for commodity 1 shows "entry 3 of commodity 1"
    When on the "desk" they take "entry 3 of commodity 1" out of the favourites view
    Then the favourites view on the "desk" for all commodities shows ""
