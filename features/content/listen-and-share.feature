@content
Feature: Listening to an analysis and sharing it
  Every detail has a listen control that reads the title and then each paragraph aloud, in the item's language, at
  the speech rate the reader keeps with the layout preferences (0.5 to 2, 1 by default), with pause, resume, stop and
  skip by paragraph; where no voice reads the language it says so. A share control passes on the title, a short teaser
  of the summary and the link to the item's public page, which shows a reader without the right the teaser and the
  plans, never the body; the report's PDF, stamped with the sharer's name and e-mail, only where the reader may open
  the report. The publishing desk counts the shares of each publication by channel.

  @ui
  Scenario: A subscriber listens to an analysis at the rate they saved
    Given the subscriber "assinante@example.com" listens to an analysis
    Then the title is read first, in "pt-BR", at the rate 1
    When they change the speech rate to 1.5
    And they listen to the analysis again after a reload
    Then the title is read first, in "pt-BR", at the rate 1.5

  @ui
  Scenario: Pause holds the paragraph being read, resume reads it again, next skips to the one after
    Given the subscriber "assinante@example.com" listens to an analysis
    When they pause the reading
    And they resume the reading
    Then the paragraph paused on is read again from its start
    When they skip to the next paragraph
    Then the paragraph after it is read

  Scenario: Where no voice reads the item's language, the listen control says so
    Given a device with no voice for Portuguese
    When the subscriber "assinante@example.com" listens to an analysis
    Then the listen control says there is no voice for the language
    And nothing is read

  @ui
  Scenario: A shared link shows a visitor the public detail and the plans, never the body
    Given the subscriber "assinante@example.com" copies the link of an analysis
    When a visitor opens the link in a fresh browser
    Then they see the analysis's title and teaser with the plans
    And they do not see its body
    When "gratuito@example.com", who has no right to it, opens the link
    Then they see the analysis's title and teaser with the plans
    And they do not see its body

  @ui
  Scenario: A share carries the title, a teaser of the summary and the link to the public page
    Given the subscriber "assinante@example.com" shares an analysis by WhatsApp
    Then the message carries the title, the teaser and the link to the public page
    And the message does not carry the body

  Scenario: The report's PDF is offered only to a reader who may open the report
    Given the subscriber "gratuito@example.com" shares the PDF of a report outside their plan
    Then the share is refused
    And no share is counted

  @ui
  Scenario: The publishing desk counts each publication's shares by channel
    Given the publisher sent a publication
    When a reader shares it by WhatsApp and another copies its link
    Then the desk shows 2 shares of it: 1 by WhatsApp and 1 by copied link
