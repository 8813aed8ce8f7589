@account
Feature: Accounts
  People register as a natural or legal person and confirm their e-mail with a code sent to it; they recover
  and change their password, ask customer service for help, request a 7-day demo, choose their notifications
  and can have their personal data deleted.

  @ui
  Scenario: A natural person registers and confirms the e-mail with the code sent
    When a person registers as a natural person
    And they confirm the e-mail with the code sent
    Then they read "Seu cadastro está pronto. Entre com o seu e-mail e a sua senha."
    And they can sign in with their password

  Scenario: A company registers with an alphanumeric CNPJ
    When a company registers with the CNPJ "12.ABC.345/01DE-35"
    And they confirm the e-mail with the code sent
    Then they can sign in with their password

  Scenario: A registration with an invalid CPF is refused
    When a person registers as a natural person with the CPF "111.111.111-11"
    Then they read "CPF inválido."

  Scenario: An e-mail that already has an account cannot register again
    When a person registers with the e-mail of the account "assinante@example.com"
    Then they read "E-mail já cadastrado. Tente acessar ou entre em contato com o suporte."

  Scenario: A wrong confirmation code is refused
    When a person registers as a natural person
    And they confirm the e-mail with the code "000000"
    Then they read "Código inválido."

  @ui
  Scenario: A forgotten password is reset with the link sent by e-mail
    Given a registered account
    When they ask for a new password
    And they open the link sent by e-mail and choose the password "Nova#Senha2026"
    Then they read "Sua senha foi alterada. Entre com a nova senha."
    And they can sign in with the password "Nova#Senha2026"

  Scenario: An unknown e-mail gets no reset link
    When someone asks for a new password for "ninguem@example.com"
    Then they read "E-mail não existe."

  @ui
  Scenario: A signed-in user changes the password
    Given a registered account, signed in
    When they change the password giving "senha-errada" as the current one
    Then they read "Senha atual inválida."
    When they change the password to "Nova#Senha2026"
    Then they read "Sua senha foi alterada."

  @ui
  Scenario: A lost-access request reaches customer service
    When someone who lost access sends their e-mail, phone and a message
    Then they read "Recebemos o seu pedido. Nossa equipe de atendimento entrará em contato."
    And customer service receives the request

  Scenario: A prospective client leaves a contact
    When a prospective client sends their name, e-mail and phone
    Then they read "Obrigado! Nossa equipe comercial entrará em contato em breve."
    And customer service receives the request

  @ui
  Scenario: A Free user gets a 7-day demo
    Given a registered account, signed in
    When they ask for a demo
    And they give the phone "11 98765-4321" and confirm the demo
    Then their signature is "Demonstração (7 dias)"

  Scenario: A Free user without a phone is asked for one before the demo
    Given the Free user "gratuito@example.com", signed in
    When they ask for a demo
    Then the phone is pointed out with "Campo não encontrado."
    When they give the phone "11 98765-4321" and confirm the demo
    Then their signature is "Demonstração (7 dias)"

  Scenario: A subscriber is not offered a demo
    Given a subscriber, signed in
    Then no demo is offered

  @ui
  Scenario: A user turns off the e-mail notifications of a commodity
    Given a registered account, signed in
    When they turn off the e-mail notifications of "Café" and save
    Then they read "Suas notificações foram salvas."

  @ui
  Scenario: A user without a contract has their data deleted
    Given a registered account, signed in
    When they ask for their data to be deleted and confirm
    Then they read "Seus dados foram excluídos. Para voltar a acessar, faça um novo cadastro."
    And they are signed out
    And they can no longer sign in with their password

  Scenario: A subscriber's deletion request is only registered
    Given a subscriber, signed in
    When they ask for their data to be deleted and confirm
    Then they read "Sua solicitação de exclusão foi registrada. Nossa equipe comercial entrará em contato."
    And they are signed out
