@shell
Feature: Home menu
  The home menu lists the subjects the user can read, offers the others to subscribe, and starts
  with an All entry when there is a choice to make.

  Background:
    Given the subjects of the menu are
      | id | name            | enabled |
      | 7  | Coffee          | yes     |
      | 61 | Hedge solutions | no      |
      | 13 | Corn            | yes     |

  Scenario: The consultancy lists enabled subjects under Subjects, All first
    When the home menu is built for the consultancy
    Then the menu group "Subjects" lists "All, Coffee, Corn"
    And the menu group "Subscribe now" lists "Hedge solutions" as locked

  Scenario: The market-news brand lists them under Commodities
    When the home menu is built for the market-news brand
    Then the menu group "Commodities" lists "All, Coffee, Corn"

  Scenario: There is no All entry with a single enabled subject
    Given the subjects of the menu are
      | id | name            | enabled |
      | 7  | Coffee          | yes     |
      | 61 | Hedge solutions | no      |
    When the home menu is built for the consultancy
    Then the menu group "Subjects" lists "Coffee"

  Scenario: The first informative subject is the first enabled one
    Then the first informative place is "/informative/7"

  Scenario: The fixed home list ends with Hedge solutions disabled
    Then the home commodity list has 16 enabled commodities
    And "Hedge solutions" with id 61 is the disabled one
