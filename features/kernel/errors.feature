@kernel
Feature: What the user is told when something goes wrong
  Failures are turned into a small set of warnings, notices and silent outcomes, with the business
  message of each code in the user's language.

  Scenario Outline: A refused operation with a business code shows the message of the code
    Given the user's language is <locale>
    When an operation is <refusal> with business code <code>
    Then a warning titled "<title>" says "<message>"

    Examples:
      | locale | refusal   | code | title   | message                                      |
      | PtBr   | refused   | 5206 | Aviso   | E-mail ou senha inválidos.                   |
      | EnEu   | refused   | 5204 | Warning | Invalid CPF.                                 |
      | EsEs   | forbidden | 5006 | Aviso   | Derechos insuficientes: sistema de origen del usuario no encontrado. |
      | PtPt   | refused   | 5004 | Aviso   | Utilizador não encontrado.                   |
      | EnEu   | refused   | 5400 | Warning | CPF already registered.                      |
      | EnEu   | refused   | 5401 | Warning | CNPJ already registered.                     |
      | EnEu   | refused   | 5402 | Warning | E-mail already registered. Try to sign in or contact support. |
      | EnEu   | refused   | 5403 | Warning | E-mail already registered in the system.     |
      | EnEu   | refused   | 5501 | Warning | An account with an active subscription cannot be deleted. |

  Scenario: A forbidden document download explains itself with the message of its code
    Given the user's language is EnEu
    When a document download is forbidden with business code 5006
    Then a warning titled "Warning" says "Insufficient rights: user origin system not found."

  Scenario: A refusal listing field errors shows the first field and its message
    Given the user's language is PtBr
    When an operation is refused listing the field errors
      | field | message           |
      | cpf   | CPF inválido      |
      | phone | Telefone inválido |
    Then a warning titled "cpf" says "CPF inválido"
    And 1 warnings are shown

  Scenario: An access denied reason shows the access warning
    Given the user's language is PtBr
    When an operation is forbidden with the reason "Access Denied for this resource"
    Then a warning titled "Acesso" says "Acesso negado"

  Scenario: Several reasons show one warning each
    Given the user's language is PtBr
    When an operation is refused with the reasons "Primeiro motivo, Segundo motivo"
    Then 2 warnings are shown
    And a warning titled "Aviso" says "Segundo motivo"

  Scenario: A single reason is shown as it is
    Given the user's language is PtBr
    When an operation is refused with the reason "Limite de perguntas atingido"
    Then a warning titled "Aviso" says "Limite de perguntas atingido"

  Scenario: A refusal without any reason shows the generic warning
    Given the user's language is PtBr
    When an operation is refused without a reason
    Then a warning titled "Aviso" says "Erro ao executar a operação"

  Scenario: The system being unavailable shows the Error 503 warning
    Given the user's language is EnEu
    When the system is unavailable
    Then a warning titled "Error 503" says "The system is unavailable. Please try again shortly."

  Scenario: An unexpected failure shows the generic error
    Given the user's language is PtBr
    When the system fails unexpectedly
    Then an error titled "Erro" says "Erro ao executar a operação"

  Scenario: A session that is no longer recognised ends the session instead of warning
    When the session is no longer recognised while the user has one
    Then the session is declared ended

  Scenario: A request refused because the account was disabled ends the session as a disabled user's
    When a request is refused because the user's account was disabled
    Then the session is declared ended for a disabled user

  Scenario: Session-token failures go back to the caller untouched
    When a session-token failure happens
    Then nothing is shown and the failure goes back to the caller

  Scenario: Failures of the demo service are ignored
    When the demo service fails
    Then nothing is shown for it

  Scenario: A request without an answer is only logged
    When a request gets no answer
    Then nothing is shown and the failure is only logged

  Scenario Outline: Every business code has a message in every language
    Then every business code has a message in <locale>
    And an unknown code reads "<generic>" in <locale>

    Examples:
      | locale | generic                        |
      | PtBr   | Erro ao executar a operação    |
      | EnEu   | Error performing the operation |
      | EsEs   | Error al ejecutar la operación |
      | EsAr   | Error al ejecutar la operación |
      | PtPt   | Erro ao executar a operação    |

  Scenario: Concurrent access closes the session with its own message
    Given the user's language is EnEu
    Then the concurrent-access message reads "Session closed due to concurrent access."
