@admin
Feature: The back office
  Staff keep the subjects of the menu, the users and the tags under /admin. Each page carries a role rule: the users
  are the admin's; subjects and tags the editor's (and the admin's); the publishing desk the publisher's (and the
  editor's and admin's). A user whose roles fail a page's rule is sent to the not-authorized page, and the user menu
  lists only the pages the roles open. Ordinary pages carry the publisher rule too, but ask only for a signed-in user.
  Each list sorts, filters and pages on the server, with Search and Clear; each register form checks its fields by the
  same rules as the server, with messages in every language, and keeps what was typed when it is refused. Every create
  and change of a user, a subject or a tag is logged with who made it, when, and only the fields it changed.

  @ui
  Scenario Outline: Each role opens the admin pages of its level and below
    Given "<email>" is signed in to the back office
    Then the admin group of the user menu lists "<lists>"
    And they may open "<open>" and not "<closed>"

    Examples:
      | email                  | lists                             | open                                           | closed                                     |
      | admin@example.com      | users, subjects, tags, publishing | users, users/register, subjects, tags/register | -                                          |
      | editor@example.com     | subjects, tags, publishing        | subjects, subjects/register, tags, publishing  | users, users/register, users/register?id=1 |
      | publicador@example.com | publishing                        | publishing, publishing/register                | users, subjects, tags                      |
      | assinante@example.com  | -                                 | -                                              | users, subjects, publishing                |
      | gratuito@example.com   | -                                 | -                                              | users                                      |

  @ui
  Scenario: A reader without an admin role still reads every ordinary page
    Given "gratuito@example.com" is signed in to the back office
    Then they may open the ordinary pages "/informative/7, /my-account, /quotes, /consulting"

  @ui
  Scenario: The users list is filtered on Search, not while typing, and Clear brings every user back
    Given "admin@example.com" opens the users list
    When they type "leitor" in the "email" filter
    Then the list still shows every user on page 1
    When they press Search
    Then the list shows 10 of 30 users on page 1
    When they type "leitor2" in the "email" filter
    Then the list still shows 30 users
    When they press Search
    Then the list shows 10 of 10 users on page 1
    When they press Clear
    Then the list again shows every user on page 1

  @ui
  Scenario: The users list sorts by a column, both ways, and pages
    Given "admin@example.com" opens the users list filtered to the readers "leitor"
    When they sort by "email"
    Then the first user shown is "leitor01@example.com"
    When they sort by "email"
    Then the first user shown is "leitor30@example.com"
    When they show 25 rows per page
    And they go to page 2
    Then the list shows 5 of 30 users on page 2

  @ui
  Scenario: The subject form refuses an icon size that is not a size and a key in lower case, in every language
    Given "editor@example.com" is signed in to the back office
    When they register the subject "id=301, nome=Cacau, namePtBr=Cacau, nameEnEu=Cocoa, nameEsEs=Cacao, nameEsAr=Cacao, namePtPt=Cacau, icone=cocoa, iconSize=grande, mne=cac"
    Then the form says "iconSize" is "Use um número (px) ou um número seguido de x (em), como 24 ou 1.5x" in "PtBr"
    And the form says "iconSize" is "Use a number (px) or a number followed by x (em), such as 24 or 1.5x" in "EnEu"
    And the form says "mne" is "Usá de 2 a 8 letras mayúsculas o dígitos" in "EsAr"
    And the form still holds "grande" in "iconSize"

  @ui
  Scenario: A subject with a size in em is registered
    Given "editor@example.com" is signed in to the back office
    When they register the subject "id=301, nome=Cacau, namePtBr=Cacau, nameEnEu=Cocoa, nameEsEs=Cacao, nameEsAr=Cacao, namePtPt=Cacau, icone=cocoa, iconSize=1.5x, mne=CAC, routes=BR:cacau"
    Then the form has no field message

  @ui
  Scenario: A new user needs a first password that follows the password rule
    Given "admin@example.com" is signed in to the back office
    When they register the user "email=novo@example.com, name=Novo Leitor, password=curta"
    Then the form says "password" is "A palavra-passe deve ter pelo menos 10 caracteres" in "PtPt"
    When they register the user "email=novo@example.com, name=Novo Leitor, enabledSubjects=7, 13"
    Then the form says "password" is "Campo obrigatório" in "PtBr"

  @ui
  Scenario: A user's CPF, phone and country follow the registration's rules, and what was typed stays
    Given "admin@example.com" is signed in to the back office
    When they register the user "email=novo@example.com, name=Novo Leitor, document=529.982.247-00, phone=123, country=Brasil, password=colheita-de-cafe-2026"
    Then the form says "document" is "CPF inválido." in "PtBr"
    And the form says "phone" is "Invalid phone" in "EnEu"
    And the form says "country" is "Indique o código do país com duas letras, como BR" in "PtPt"
    And the form still holds "529.982.247-00" in "document"
    When they register the user "email=novo@example.com, name=Novo Leitor, document=529.982.247-25, phone=11 98765-4321, country=BR, password=colheita-de-cafe-2026"
    Then the form has no field message

  @ui
  Scenario: A user's plan is chosen from the plans there are, the free plan at first
    Given "admin@example.com" is signed in to the back office
    Then a new user's form offers the plans "Gratuito, Plano Grãos e Açúcar, Plano Corporativo", "Gratuito" chosen

  @ui
  Scenario: A tag needs its names and category, and content by code
    Given "editor@example.com" is signed in to the back office
    When they register the tag "namePtBr=Chuva, contentIds=12, doze"
    Then the form says "category" is "Required field" in "EnEu"
    And the form says "contentIds" is "Enter numeric codes separated by commas" in "EnEu"
    And the form still holds "12, doze" in "contentIds"

  Scenario: A subject's creation and change are logged with who made them and only the fields they changed
    Given "editor@example.com" is signed in to the back office
    When they register the subject "id=301, nome=Cacau, namePtBr=Cacau, nameEnEu=Cocoa, nameEsEs=Cacao, nameEsAr=Cacao, namePtPt=Cacau, icone=cocoa, mne=CAC, routes=BR:cacau"
    And "admin@example.com" is signed in to the back office
    And they save the record again with "nameEnEu=Cocoa beans, routes=BR:cacau, AR:cacao"
    Then the record's change log reads, newest first:
      | by                 | action  | changes                                                                                                                                                                                                |
      | admin@example.com  | updated | nameEnEu: Cocoa → Cocoa beans; platformWdmaRoute: BR:cacau → BR:cacau, AR:cacao                                                                                                                        |
      | editor@example.com | created | nome: Cacau; namePtBr: Cacau; nameEnEu: Cocoa; nameEsEs: Cacao; nameEsAr: Cacao; namePtPt: Cacau; icone: cocoa; iconSize: 24; habilitado: true; originCode: 250; mne: CAC; platformWdmaRoute: BR:cacau |

  @ui @browser-only
  Scenario: A user's record says why each of the user's sessions ended, in words
    Given "gratuito@example.com" has signed in and signed out
    And "admin@example.com" is signed in to the back office
    When they open the record of "gratuito@example.com"
    Then the record says a session ended by "saída do usuário"
    And no reason is written as a code word

  Scenario: A tag's change is logged with who made it, and a save that changes nothing logs nothing
    Given "editor@example.com" is signed in to the back office
    When they register the tag "namePtBr=Chuva, nameEnEu=Rain, nameEsEs=Lluvia, nameEsAr=Lluvia, namePtPt=Chuva, category=Clima, contentIds=12, 3"
    And they save the record again with "category=Tempo, contentIds=3, 12, 40"
    And they save the record again with "contentIds=40, 12, 3"
    Then the record's change log reads, newest first:
      | by                 | action  | changes                                                                                                                 |
      | editor@example.com | updated | category: Clima → Tempo; contentIds: 3,12 → 3,12,40                                                                     |
      | editor@example.com | created | namePtBr: Chuva; nameEnEu: Rain; nameEsEs: Lluvia; nameEsAr: Lluvia; namePtPt: Chuva; category: Clima; contentIds: 3,12 |
