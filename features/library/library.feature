@library
Feature: Playlist, favourites, schedule and starred pages
  Users collect media to play, contents to keep per commodity, news to read later and pages to
  come back to.

  Scenario: The first media added to the playlist becomes selected
    Given the user's language is EnEu
    And an empty playlist
    When "Coffee today" is added to the playlist
    And "Corn weekly" is added to the playlist
    Then the playlist holds "Coffee today, Corn weekly"
    And "Coffee today" is the selected media
    And the user was told 2 times "Item added to the playlist."
    And the playlist opened 2 times

  Scenario: A media already in the playlist is not added again
    Given an empty playlist
    When "Coffee today" is added to the playlist
    And "Coffee today" is added to the playlist
    Then the playlist holds "Coffee today"
    And the playlist opened 1 times

  Scenario: Removing the selected media clears the selection
    Given an empty playlist
    When "Coffee today" is added to the playlist
    And "Corn weekly" is added to the playlist
    And "Coffee today" is removed from the playlist
    Then the playlist holds "Corn weekly"
    And no media is selected

  Scenario: Clearing the playlist also stops the current media
    Given an empty playlist
    When "Coffee today" is added to the playlist
    And "Coffee today" is played from the playlist
    And the playlist is cleared
    Then the playlist is empty
    And no media is selected
    And nothing is playing

  Scenario: Toggling a favourite adds it, toggling again removes it, and the whole list is saved each time
    Given Maria keeps the favourite contents "1" for commodity 7
    When Maria toggles content 2 of commodity 7 as favourite
    Then Maria's favourites for commodity 7 are "1, 2"
    And the favourites saved last are "7: 1, 2"
    When Maria toggles content 1 of commodity 7 as favourite
    Then Maria's favourites for commodity 7 are "2"
    And the favourites saved last are "7: 2"

  Scenario: A news is scheduled only once, and removals and clearing save the ids
    Given an empty schedule
    When the news "n1" is scheduled
    And the news "n1" is scheduled
    And the news "n2" is scheduled
    Then the schedule holds "n1, n2"
    And no schedule was saved
    When the news "n1" is taken off the schedule
    Then the schedule saved last is "n2"
    When the schedule is cleared
    Then the schedule saved last is ""

  Scenario: At most 10 pages can be starred
    Given 10 starred pages
    When another page is starred
    Then the star is refused because the list is full
    And 10 pages are starred
