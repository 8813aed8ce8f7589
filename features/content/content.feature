@content
Feature: Reading market information within one's rights
  Subscribers read what their plan includes, demo users read everything but exclusive content during their
  trial, and free users read free content only. What a profile may not read is still listed, honestly, and
  offered as a subscription. The report filters combine and are kept for the next visit.

  @ui @smoke
  Scenario: A subscriber reads an analysis of their plan
    Given the subscriber "assinante@example.com" is reading
    When they browse the "analysis" of commodity 1
    Then every item listed can be read
    When they open the first item listed
    Then they read its full text
    And the item is marked as read

  @ui @browser-only
  Scenario: The list shows in every display type, beside the highlights and the latest news
    Given the subscriber "assinante@example.com" is reading
    When they browse the "analysis" of commodity 1
    Then the highlights and the 10 latest news are shown beside the list
    And the list can be shown as "Lista, Lista detalhada, Cartões, Mosaico, Etiquetas"

  @ui
  Scenario: A share of the items shows a picture of its commodity, described for who cannot see it
    Given the subscriber "assinante@example.com" is reading
    When they browse the "news" of commodity 7
    Then some items listed show a picture of their commodity, described in words

  @ui
  Scenario Outline: What a profile may not read is offered as a subscription
    Given the <profile> "<email>" is reading
    When they browse the "<type>" of commodity <commodity>
    Then some items listed are kept for subscribers
    When they open an item kept for subscribers
    Then they are invited with "<offer>"

    Examples:
      | profile    | email                 | type      | commodity | offer                              |
      | subscriber | assinante@example.com | statistic | 1         | Conteúdo fora do seu plano         |
      | subscriber | assinante@example.com | news      | 3         | Conteúdo fora do seu plano         |
      | free       | gratuito@example.com  | news      | 0         | Conteúdo exclusivo para assinantes |

  Scenario: A demo user reads everything but exclusive content during the trial
    Given the demo "demo@example.com" is reading
    When they browse the "news" of commodity 1
    Then only the exclusive items listed are kept for subscribers

  Scenario: A free user reads free content only
    Given the free "gratuito@example.com" is reading
    When they browse the "news" of commodity 0
    Then only the free items listed can be read

  @ui
  Scenario: The report filters combine and are kept for the next visit
    Given the subscriber "assinante@example.com" is reading
    When they browse the "news" of commodity 1
    And they keep only the important items
    Then every item listed is important
    And 2 report filters are on
    When they come back later
    Then 2 report filters are on
    And every item listed is important
    When they clear the report filters
    Then no report filter is on
