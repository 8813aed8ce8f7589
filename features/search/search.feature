@search
Feature: Search
  A signed-in reader searches every publication type from the box in the header: words are matched without accents
  or case and by their stem, a quoted phrase by its words in order, the word being typed as the start of a word. The
  results come by relevance and recency with the matched words marked in the title and the summary, under the
  report filters of the lists. Rights are the lists' rights: an item the reader may not open comes back locked,
  without its body, and is never found by words only its body holds.

  @ui
  Scenario: A subscriber finds frost in coffee with the words marked
    When "assinante@example.com" searches "geada cafe"
    Then the results include "Café: geada atinge lavouras no Sul de Minas"
    And the words "geada, café" are marked in the title "Café: geada atinge lavouras no Sul de Minas"
    And the results include "Café: frio intenso no Sul de Minas preocupa produtores"
    And opening the results again from their address gives the same results

  @ui
  Scenario: A free user never finds an item by words only its body holds, and sees no body
    When "gratuito@example.com" searches "geada cafe"
    Then the results include "Café: frente fria traz risco de geada ao Cerrado Mineiro"
    And the results do not include "Café: frio intenso no Sul de Minas preocupa produtores"
    And the result "Café: geada atinge lavouras no Sul de Minas" is locked
    And no result carries a body

  @ui
  Scenario: A word found in thousands of publications counts the first thousand and says there are more
    When "assinante@example.com" searches "contratos"
    Then the count says more than 1000 publications are found

  Scenario: Accents and case do not change what is found
    When "assinante@example.com" searches "GEADA Café"
    Then the results are those of "geada cafe"

  Scenario: A quoted phrase finds its words in that order only
    When "assinante@example.com" searches "\"geada negra\""
    Then the results are only "Flash: geada negra é descartada nas áreas de Café de São Paulo"

  Scenario: A text too short is not searched
    When "assinante@example.com" searches " g "
    Then nothing is asked of the server
    And they are asked to type at least 2 letters

  Scenario: Suggestions answer while typing, the word being typed as the start of a word
    When "assinante@example.com" types "geada caf" in the search box
    Then at most 5 titles are suggested
    And the first suggestion is "Café: geada atinge lavouras no Sul de Minas"
