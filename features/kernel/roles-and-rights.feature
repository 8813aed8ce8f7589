@kernel
Feature: Roles, profiles and rights
  Administrators hold one of three roles. Subscribers, demo users and free users see content
  according to the rights list the server keeps for them; content without rights offers contact.

  Scenario Outline: An admin role passes the rules of its level and below
    Given an administrator with the role "<role>"
    Then the "<rule>" rule <result> the administrator

    Examples:
      | role      | rule      | result    |
      | admin     | admin     | lets in   |
      | editor    | admin     | keeps out |
      | publisher | admin     | keeps out |
      | admin     | editor    | lets in   |
      | editor    | editor    | lets in   |
      | publisher | editor    | keeps out |
      | admin     | publisher | lets in   |
      | editor    | publisher | lets in   |
      | publisher | publisher | lets in   |

  Scenario: Administration is protected, and refusals go to the not-authorized place
    Then new administrators start as "admin"
    And every ordinary area carries the "publisher" rule
    And an administrator kept out goes to "/pages/not-authorized"

  Scenario Outline: Content opens according to the profile and the rights list
    Given a <profile> user whose rights enable Coffee and disable Corn
    When the user opens a <commodity> content
    Then the content opens as "<location>"

    Examples:
      | profile    | commodity | location                  |
      | subscriber | Coffee    | detail-public             |
      | subscriber | Corn      | detail-private-subscriber |
      | demo       | Coffee    | detail-public             |
      | demo       | Corn      | detail-private-demo       |
      | free       | Corn      | detail-private-free       |

  Scenario: A demo user sees the content during the trial with some information kept for subscribers
    Given a demo user whose rights enable Coffee and disable Corn
    When the user opens a Coffee content
    Then the content opens as "detail-public"
    And some of its information is held back as an invitation to subscribe

  Scenario: After the trial a demo user no longer sees the content
    Given a demo user whose rights enable Coffee and disable Corn
    And the demo trial is over
    When the user opens a Coffee content
    Then the content opens as "detail-private-demo"

  Scenario: A free user sees free content
    Given a free user whose rights enable Coffee and disable Corn
    When the user opens a free Corn content
    Then the content opens as "detail-public"

  Scenario Outline: Content without rights offers contact, worded for the profile
    Given the user's language is EnEu
    And a <profile> user whose rights enable Coffee and disable Corn
    When the user opens a Corn content
    Then the user is offered to contact support or to <action>
    And the offer says "<wording>"

    Examples:
      | profile    | action       | wording                                     |
      | subscriber | see-plans    | not included in your plan                   |
      | demo       | subscribe    | not part of your demo                       |
      | free       | request-demo | Request a free 7-day demo                   |

  Scenario Outline: Only a free user can ask for a demo
    Given a <profile> user whose rights enable Coffee and disable Corn
    Then the user <may> ask for a demo

    Examples:
      | profile    | may     |
      | free       | may     |
      | demo       | may not |
      | subscriber | may not |

  Scenario Outline: Questions to the analyst are limited
    Given the user has <remaining> questions to the analyst left
    When the user wants to ask the analyst
    Then the user is offered <offer>

    Examples:
      | remaining | offer                          |
      | 3         | the question form with 3 left  |
      | 1         | the question form with 1 left  |
      | 0         | a way to contact the team      |

  Scenario Outline: Asking to delete one's data ends the session either way
    When a user <contract> asks to delete their data
    Then the request is <kind> and the session ends

    Examples:
      | contract                   | kind       |
      | with an active contract    | registered |
      | without an active contract | deleted    |
