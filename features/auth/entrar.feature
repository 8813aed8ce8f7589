# language: pt
@auth
Funcionalidade: Entrar
  Assinantes, usuários demo e usuários gratuitos entram com o e-mail e a senha.
  Um dispositivo que a conta ainda não usou é confirmado com um código de seis dígitos enviado por e-mail.
  (Os mesmos cenários que sign-in.feature, em português: as palavras estão em features/GLOSSARY.md.)

  Contexto:
    Dado o assinante "assinante@example.com" cuja senha é "Celeiro#2026"

  @ui
  Cenário: Um assinante entra de um dispositivo novo com o código enviado por e-mail
    Quando o assinante entra com a senha "Celeiro#2026"
    Então é pedido a ele o código enviado ao seu e-mail
    Quando ele confirma com o código enviado ao seu e-mail
    Então ele está lendo o primeiro item informativo

  @ui
  Cenário: Um dispositivo já confirmado entra sem código
    Dado que o assinante já confirmou este dispositivo
    Quando o assinante entra com a senha "Celeiro#2026"
    Então ele está lendo o primeiro item informativo

  @ui
  Cenário: Uma senha errada é recusada
    Quando o assinante entra com a senha "senha-errada"
    Então ele vê a mensagem "E-mail ou senha inválidos."
    E ele não está conectado

  Cenário: Um usuário desativado é recusado
    Dado que a conta do assinante está desativada
    Quando o assinante entra com a senha "Celeiro#2026"
    Então ele vê a mensagem "Usuário desabilitado. Entre em contato com o atendimento."
    E ele não está conectado

  Cenário: Um código errado é recusado
    Quando o assinante entra com a senha "Celeiro#2026"
    E ele confirma com o código "000000"
    Então ele vê a mensagem "Código inválido."
    E ele não está conectado

  @ui
  Cenário: Um visitante que pede uma página de assinante entra e volta a ela
    Quando um visitante abre "/informative/3"
    Então é pedido a ele que entre
    Quando o assinante entra com a senha "Celeiro#2026"
    E ele confirma com o código enviado ao seu e-mail
    Então ele está lendo "/informative/3"

  Cenário: Sair encerra a sessão e volta à página de entrada
    Dado que o assinante já confirmou este dispositivo
    E o assinante entra com a senha "Celeiro#2026"
    Quando ele sai
    Então o servidor é avisado de que a sessão terminou
    E ele não está conectado
    E depois de 400 milissegundos ele está de volta à página de entrada
