@content
Feature: A visitor's home
  Someone who has not signed in finds the platform's public face at the home address: the subjects it follows, the
  latest news and the highlights, the public quotes, the public summary of each news item, and the ways in (signing
  in, seeing the plans). The landing page presents the platform. A signed-in user goes straight to their first list.

  @ui
  Scenario: A visitor sees what is public today
    Given a visitor opens the home
    Then they see the subjects followed, "Açúcar e Etanol" among them
    And they see the latest news, each with its date
    And they see the highlights
    And they see the public quotes, each with its price and its change
    And they are offered to sign in and to see the plans

  @ui
  Scenario: A visitor reads the public summary of a news item, and signs in to read it whole
    Given a visitor opens the home
    When they open the first news item
    Then they read its summary, not its full text
    When they sign in from there as "assinante@example.com"
    Then they are brought back to that item

  @ui
  Scenario: A signed-in user keeps going to their first list
    Given the subscriber "assinante@example.com" opens the home
    Then they are on their first list

  @ui
  Scenario: The landing page presents the platform and the markets it follows
    Given a visitor opens the landing page
    Then it presents the platform as "Informação de mercado para o agronegócio"
    And it lists the markets it follows, "Açúcar e Etanol" among them
