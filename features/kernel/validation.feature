@kernel
Feature: Checking what people type
  Registration, account, password and demo forms check documents, e-mail addresses, phones and
  confirmation fields before anything is sent, and say what is wrong in the user's language.

  Scenario Outline: A CPF needs 11 digits, not all the same, and two valid check digits
    When the CPF "<cpf>" is checked
    Then the document is <verdict>

    Examples:
      | cpf            | verdict |
      | 529.982.247-25 | valid   |
      | 52998224725    | valid   |
      | 529.982.247-24 | invalid |
      | 529.982.247-15 | invalid |
      | 000.000.000-00 | invalid |
      | 111.111.111-11 | invalid |
      | 5299822472     | invalid |

  Scenario Outline: A CNPJ needs 14 characters and two valid check digits, numeric or alphanumeric
    When the CNPJ "<cnpj>" is checked
    Then the document is <verdict>

    Examples:
      | cnpj               | verdict |
      | 11.222.333/0001-81 | valid   |
      | 11222333000181     | valid   |
      | 12.ABC.345/01DE-35 | valid   |
      | 12.abc.345/01de-35 | valid   |
      | 11.222.333/0001-82 | invalid |
      | 12.ABC.345/01DE-36 | invalid |
      | 00.000.000/0000-00 | invalid |
      | 1122233300018      | invalid |

  Scenario Outline: Documents and phones are shown with their masks
    When the <kind> "<typed>" is formatted
    Then it reads "<shown>"

    Examples:
      | kind  | typed          | shown              |
      | CPF   | 52998224725    | 529.982.247-25     |
      | CNPJ  | 11222333000181 | 11.222.333/0001-81 |
      | CNPJ  | 12abc34501de35 | 12.ABC.345/01DE-35 |
      | phone | 11987654321    | 11 98765-4321      |
      | phone | 011987654321   | 011 98765-4321     |
      | phone | 1198765        |                    |

  Scenario Outline: Confirmation fields must hold the same value
    Given the user's language is <locale>
    When a field holds "maria@example.com" and its confirmation holds "maria@exemplo.com"
    Then the confirmation field says "<message>"

    Examples:
      | locale | message                         |
      | PtBr   | Os campos devem ser iguais      |
      | EnEu   | Fields must be the same         |
      | EsEs   | Los campos deben ser los mismos |
      | EsAr   | Los campos deben ser los mismos |
      | PtPt   | Os campos devem ser iguais      |

  Scenario Outline: A malformed e-mail is refused when asking for a new password or for lost access
    Given the user's language is <locale>
    When someone asks to recover the password of "maria@"
    Then the e-mail field says "<message>"

    Examples:
      | locale | message         |
      | PtBr   | E-mail inválido |
      | EnEu   | Invalid email   |
      | EsEs   | Email inválido  |
      | EsAr   | Email inválido  |
      | PtPt   | E-mail inválido |

  Scenario: A lost-access request with a malformed e-mail is refused
    Given the user's language is EnEu
    When someone reports lost access for "maria@example" with the phone "11987654321"
    Then the e-mail field says "Invalid email"

  Scenario Outline: Changing the password checks the current, the new and the repeated password
    When the password is changed from "<current>" to "<new>" repeated as "<repeat>"
    Then the password change is <outcome>

    Examples:
      | current         | new             | repeat          | outcome                |
      | old-password-1  | new-password-1  | new-password-1  | accepted               |
      | old-password-1  | new-password-1  | other           | refused with code 5351 |
      | same-password-1 | same-password-1 | same-password-1 | refused with code 5350 |

  Scenario: A current password the server refused is reported as invalid
    When the password is changed from "wrong" to "new-password-1" repeated as "new-password-1" but the current one was refused
    Then the password change is refused with code 5207

  Scenario: The reset password and its repeat must match
    Given the user's language is EnEu
    When a new password "soja-milho-2026" is chosen and repeated as "soja-milho-2027"
    Then the confirmation field says "Fields must be the same"

  Scenario Outline: A new password has at least 10 characters and is not one of the 10,000 most common passwords
    Given the user's language is <locale>
    When a new password "<password>" is chosen and repeated as "<password>"
    Then the new password field says "<message>"

    Examples:
      | locale | password    | message                                             |
      | PtBr   | Ab#1Ab#1A   | A senha deve ter pelo menos 10 caracteres           |
      | EnEu   | abc123      | The password must have at least 10 characters       |
      | EsEs   | abc123      | La contraseña debe tener al menos 10 caracteres     |
      | EsAr   | abc123      | La contraseña debe tener al menos 10 caracteres     |
      | PtPt   | abc123      | A palavra-passe deve ter pelo menos 10 caracteres   |
      | PtBr   | qwertyuiop  | Esta senha é muito comum. Escolha outra             |
      | EnEu   | Password123 | This password is too common. Choose another one     |
      | EsEs   | 1234567890  | Esta contraseña es demasiado común. Elija otra      |
      | EsAr   | 1234567890  | Esta contraseña es demasiado común. Elegí otra      |
      | PtPt   | qwertyuiop  | Esta palavra-passe é demasiado comum. Escolha outra |

  Scenario: A long password that is not common is accepted, whatever characters it has
    When a new password "soja milho café" is chosen and repeated as "soja milho café"
    Then the new password is accepted

  Scenario: Registration needs the Terms of Use accepted
    Given the user's language is PtBr
    And a complete registration of an individual with document "529.982.247-25"
    When the Terms of Use are left unaccepted
    Then the registration is refused saying "É necessário aceitar os Termos de Uso"

  Scenario Outline: Registration asks a CPF of an individual and a CNPJ of a company
    Given the user's language is EnEu
    And a complete registration of <type> with document "<document>"
    Then the registration is <outcome>

    Examples:
      | type          | document           | outcome                         |
      | an individual | 529.982.247-25     | accepted                        |
      | an individual | 529.982.247-24     | refused saying "Invalid CPF."   |
      | a company     | 12.ABC.345/01DE-35 | accepted                        |
      | a company     | 529.982.247-25     | refused saying "Invalid CNPJ."  |

  Scenario Outline: A demo request needs the user's phone in a valid format
    Given the user's language is EnEu
    When a demo is requested with the phone "<phone>"
    Then the demo request is <outcome>

    Examples:
      | phone       | outcome                                |
      | 11987654321 | accepted                               |
      |             | refused saying "Field not found."      |
      | 1234        | refused saying "Field in invalid format." |

  Scenario Outline: Highlight titles have at most 120 characters
    When a highlight is titled with <length> characters
    Then the highlight title is <verdict>

    Examples:
      | length | verdict |
      | 120    | valid   |
      | 121    | invalid |

  Scenario Outline: Icon sizes are numbers, or numbers followed by x for em
    When an icon asks for the size "<size>" with a default of <default>
    Then the icon measures <value> <unit>

    Examples:
      | size | default | value | unit |
      | 32   | 24      | 32    | px   |
      | 2x   | 24      | 2     | em   |
      | 1.5x | 24      | 1.5   | em   |
      |      | 24      | 24    | px   |
      |      | 28      | 28    | px   |
      | big  | 24      | 24    | px   |
