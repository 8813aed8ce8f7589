@admin
Feature: The publishing desk
  A publisher (an editor and an admin too) writes a publication for one or more commodities, with its attachments (each
  a name and the address of its file), keeps it as a draft, schedules it or sends it now. Sent, it becomes an ordinary
  content item, attachments included, and reaches by e-mail and push every reader whose rights include it and whose
  notification choices let its commodity through; once per reader and channel, however often it is sent. When some
  deliveries fail it ends in error with their count, and resuming sends only what is missing. A sent publication is
  final.

  @ui
  Scenario: A Coffee flash sent now reaches the subscriber who follows Coffee, and no one else
    Given the publisher writes a "flash" for "Café" titled "Geada atinge cafezais do sul de Minas"
    When the publisher sends it now
    Then the desk shows it "Enviada"
    And "assinante@example.com" receives it by e-mail once
    And "gratuito@example.com" does not receive it by e-mail

  Scenario: It does not reach a plan without Coffee, nor a reader who turned Coffee off
    Given the publisher writes a "flash" for "Café" titled "Geada atinge cafezais do sul de Minas"
    When the publisher sends it now
    Then "so-milho@example.com" does not receive it by e-mail
    And "cafe-desligado@example.com" does not receive it by e-mail

  @ui
  Scenario: A draft is kept, and can still be sent
    Given the publisher writes a "news" for "Soja" titled "Colheita da soja avança no Mato Grosso"
    When the publisher keeps it as a draft
    Then the desk shows it "Rascunho"
    When the publisher sends it now
    Then the desk shows it "Enviada"

  @ui
  Scenario: A highlight title has at most 120 characters
    Given the publisher writes a highlighted "flash" for "Café" whose highlight title has 121 characters
    When the publisher keeps it as a draft
    Then the desk says "O título deve ter no máximo 120 caracteres" beside the "highlightTitle" field

  Scenario: Its attachments reach the subscriber with the item, and a demo is offered the plans for them
    Given the publisher writes a "report" for "Café" titled "Relatório semanal do café"
    And the publisher attaches "Relatório semanal.pdf" at "https://arquivos.example.com/cafe/relatorio.pdf"
    And the publisher attaches "Tabelas de preços.xlsx" at "/arquivos/cafe/precos.xlsx"
    When the publisher sends it now
    Then the desk shows it "Enviada"
    And "assinante@example.com" reads it with the attachments "Relatório semanal.pdf, Tabelas de preços.xlsx"
    And "demo@example.com" reads it with its attachments kept for subscribers

  @ui
  Scenario: An attachment needs its name and an address a reader can open
    Given the publisher writes a "flash" for "Café" titled "Geada atinge cafezais do sul de Minas"
    And the publisher attaches "" at "ftp://arquivos.example.com/geada.pdf"
    When the publisher keeps it as a draft
    Then the desk says "Campo obrigatório" beside the "attachments.0.name" field
    And the desk says "Informe um endereço https:// ou um caminho deste site começando com /" beside the "attachments.0.url" field

  Scenario: A scheduled publication goes out at its time, not before
    Given the publisher writes a "flash" for "Café" titled "Abertura do mercado de café"
    When the publisher schedules it in 30 minutes
    Then the desk shows it "Agendada"
    When the desk's clock moves 20 minutes
    Then "assinante@example.com" does not receive it by e-mail
    When the desk's clock moves 15 minutes more
    Then the desk shows it "Enviada"
    And "assinante@example.com" receives it by e-mail once

  @ui
  Scenario: A time in the past cannot be scheduled
    Given the publisher writes a "flash" for "Café" titled "Abertura do mercado de café"
    When the publisher schedules it 10 minutes ago
    Then the desk says "Escolha uma data e hora no futuro" beside the "at" field

  Scenario: Failed deliveries leave it in error, and resuming sends only what is missing
    Given the mail of "assinante@example.com" fails
    And the publisher writes a "flash" for "Café" titled "Geada atinge cafezais do sul de Minas"
    When the publisher sends it now
    Then the desk shows it "Erro no envio"
    And "assinante@example.com" does not receive it by e-mail
    When the mail of "assinante@example.com" works again
    And the publisher resumes sending it
    Then the desk shows it "Enviada"
    And "assinante@example.com" receives it by e-mail once

  Scenario: A sent publication is final
    Given the publisher writes a "flash" for "Café" titled "Geada atinge cafezais do sul de Minas"
    When the publisher sends it now
    And the publisher sends it now
    Then the desk shows it "Enviada"
    And "assinante@example.com" receives it by e-mail once
