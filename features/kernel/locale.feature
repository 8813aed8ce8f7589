@kernel
Feature: Interface language
  The product speaks PtBr, EnEu, EsEs and EsAr, and supplies PtPt; PtBr is the default.

  Scenario Outline: A language setting is read by name or code, and anything unknown is PtBr
    When the language setting "<setting>" is read
    Then the product speaks <locale>

    Examples:
      | setting | locale |
      | EnEu    | EnEu   |
      | eseS    | EsEs   |
      | 4       | EsAr   |
      | 5       | PtPt   |
      | fr      | PtBr   |
      |         | PtBr   |

  Scenario Outline: The browser's language chooses the first language
    When the browser prefers the language "<tag>"
    Then the product speaks <locale>

    Examples:
      | tag   | locale |
      | pt    | PtBr   |
      | pt-BR | PtBr   |
      | pt-PT | PtPt   |
      | es-AR | EsAr   |
      | es    | EsEs   |
      | es-MX | EsEs   |
      | en-US | EnEu   |
      | de    | EnEu   |

  Scenario Outline: The privacy policy exists in Portuguese, English and Spanish
    Given the user's language is <locale>
    Then the privacy policy is shown in <language>

    Examples:
      | locale | language   |
      | PtBr   | Portuguese |
      | PtPt   | Portuguese |
      | EnEu   | English    |
      | EsEs   | Spanish    |
      | EsAr   | Spanish    |

  Scenario: A visitor and a signed-in user read the privacy policy from different sources
    Then a visitor reads the privacy policy from "cache:content-private/privacy-policy"
    And a user with a session reads it from "privacy-policy-content"
