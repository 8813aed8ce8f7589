@media
Feature: Media, the player and the playlist
  A subscriber watches and listens to the media of their commodities (SPEC §1: video, audio, podcast, TV casts,
  courses and lectures). A video starts at quality 576 (SPEC §9) and its card shows the badge of each quality it
  offers. The playlist follows the rules of SPEC §4 and is kept across reloads; an audio keeps playing while the user
  reads other pages; a course plays its episodes in order and resumes where the user stopped, per account on the
  device.

  @ui
  Scenario: A video starts at quality 576, and its card shows a badge for each quality it offers
    Given "assinante@example.com" is signed in to watch media
    Then the card of "Chicago em gráficos" shows the quality badges "576p SD, 480p SD"
    When they play "Chicago em gráficos"
    Then the player plays "Chicago em gráficos" at quality 576

  Scenario: A video offered in 4K, HD and SD still starts at 576
    Given "assinante@example.com" is signed in to watch media
    Then the card of "Safra em 4K" shows the quality badges "2160p 4K, 1080p HD, 720p HD, 576p SD, 480p SD"
    When they play "Safra em 4K"
    Then the player plays "Safra em 4K" at quality 576

  @ui
  Scenario: The first media added to the playlist becomes selected, with a notice, and the playlist opens
    Given "assinante@example.com" is signed in to watch media
    When they add "Chicago em gráficos" to the playlist
    Then the playlist is "Chicago em gráficos"
    And the selected media is "Chicago em gráficos"
    And a notice says "Item adicionado à playlist."
    And the playlist is open
    When they add "Abertura do café: o dia em 20 segundos" to the playlist
    Then the playlist is "Chicago em gráficos, Abertura do café: o dia em 20 segundos"
    And the selected media is "Chicago em gráficos"

  @ui
  Scenario: A media already in the playlist is not added again
    Given "assinante@example.com" is signed in to watch media
    When they add "Chicago em gráficos" to the playlist
    And they add "Chicago em gráficos" to the playlist
    Then the playlist is "Chicago em gráficos"

  @ui
  Scenario: Removing the selected media clears the selection
    Given "assinante@example.com" is signed in to watch media
    When they add "Chicago em gráficos" to the playlist
    And they add "Abertura do café: o dia em 20 segundos" to the playlist
    And they remove "Chicago em gráficos" from the playlist
    Then the playlist is "Abertura do café: o dia em 20 segundos"
    And no media of the playlist is selected

  @ui
  Scenario: Clearing the playlist empties it and stops the current media
    Given "assinante@example.com" is signed in to watch media
    When they add "Chicago em gráficos" to the playlist
    And they add "Abertura do café: o dia em 20 segundos" to the playlist
    And they select "Abertura do café: o dia em 20 segundos" in the playlist
    Then the player plays "Abertura do café: o dia em 20 segundos"
    When they clear the playlist
    Then the playlist is ""
    And no media of the playlist is selected
    And nothing plays

  @ui
  Scenario: The playlist is kept across a reload
    Given "assinante@example.com" is signed in to watch media
    When they add "Chicago em gráficos" to the playlist
    And they add "Abertura do café: o dia em 20 segundos" to the playlist
    And they select "Abertura do café: o dia em 20 segundos" in the playlist
    And they reload the app
    Then the playlist is "Chicago em gráficos, Abertura do café: o dia em 20 segundos"
    And the selected media is "Abertura do café: o dia em 20 segundos"
    And the player holds "Abertura do café: o dia em 20 segundos"

  # Pages are the browser's: the core has none to leave.
  @ui @browser-only
  Scenario: An audio keeps playing while the user reads another page
    Given "assinante@example.com" is signed in to watch media
    When they play "Abertura do café: o dia em 20 segundos"
    And they read another page of the app
    Then the player still plays "Abertura do café: o dia em 20 segundos", and its time goes on
    When they pause it in the player
    Then the player holds "Abertura do café: o dia em 20 segundos", paused

  @ui
  Scenario: A course plays its episodes in order and resumes where the user stopped
    Given "assinante@example.com" is signed in to watch media
    Then the episodes of "Curso: proteção de preços em farelo e óleo" are "Introdução, Contratos futuros, Opções"
    When they play "Curso: proteção de preços em farelo e óleo"
    Then the player plays "Curso: proteção de preços em farelo e óleo" at the episode "Introdução" from second 0
    When they play the episode "Contratos futuros" of "Curso: proteção de preços em farelo e óleo" for 2 seconds
    And they reload the app
    And they play "Curso: proteção de preços em farelo e óleo"
    Then the player plays "Curso: proteção de preços em farelo e óleo" at the episode "Contratos futuros" from second 2
