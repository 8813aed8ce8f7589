@content
Feature: How content is dated, filtered, labelled and protected

  Scenario Outline: Informative, statistic and export reports show their report date; others their publication date
    Given the user's language is PtBr
    And a "<type>" reported on "2026-11-01T13:00:00Z" and published on "2026-11-02T15:30:00Z"
    Then the content is dated "<shown>"

    Examples:
      | type        | shown               |
      | informative | 01 nov. 2026, 10:00 |
      | statistic   | 01 nov. 2026, 10:00 |
      | exports     | 01 nov. 2026, 10:00 |
      | analysis    | 02 nov. 2026, 12:30 |
      | flash       | 02 nov. 2026, 12:30 |

  Scenario Outline: The quick date ranges end today
    Given the date today is "2026-11-21T12:00:00Z"
    When the quick range "<range>" is chosen
    Then contents from "<from>" to "<to>" are searched

    Examples:
      | range        | from       | to         |
      | one day      | 2026-11-20 | 2026-11-21 |
      | one week     | 2026-11-14 | 2026-11-21 |
      | one month    | 2026-10-21 | 2026-11-21 |
      | three months | 2026-08-21 | 2026-11-21 |

  Scenario: The other range lets the user pick both dates
    Given the date today is "2026-11-21T12:00:00Z"
    When the quick range "others" is chosen
    Then the user picks both dates

  Scenario Outline: Documents show their video quality
    When a document has a video of <height> lines
    Then its quality badge is "<badge>"

    Examples:
      | height | badge |
      | 2160   | 4K    |
      | 1440   | HD    |
      | 1080   | HD    |
      | 720    | HD    |
      | 576    | SD    |
      | 480    | SD    |
      | 360    |       |

  Scenario: Only the last 10 characters of a hidden value stay readable
    When the value "device-1234567890abcdef" is hidden
    Then it reads "*************7890abcdef"

  Scenario: Content items carry their badges
    When a content item is important, exclusive, live, an invite with an attachment and a video
    Then its badges are "Important, Exclusive, Live, Disclosure, Invite"
    And its media badges are "attachment, video"
