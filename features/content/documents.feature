@content
Feature: Documents that download
  The attachments of a news item are documents: a reader whose rights include the item reads one in the browser or
  downloads it, and a downloaded copy carries the reader's name, e-mail and the day on every page. The item itself
  can be saved as a PDF, stamped the same way. A reader without
  the right is told why. A document can also be sent by e-mail as a link that works once, for 7 days, with no need
  to sign in: an unknown link says its token was not found, a used or expired one that it is invalid.

  @ui
  Scenario: A subscriber downloads an attachment stamped with their e-mail on every page
    Given the subscriber "assinante@example.com" opens an item of their plan with attachments
    When they download its first attachment
    Then the saved document is a PDF named like the attachment
    And every page of it carries "assinante@example.com"

  @ui
  Scenario: A subscriber saves an item as a PDF stamped with their e-mail on every page
    Given the subscriber "assinante@example.com" opens an item of their plan with attachments
    When they save the item as a PDF
    Then the saved document is a PDF
    And every page of it carries "assinante@example.com"

  Scenario: A subscriber reads an attachment in the browser, without the stamp
    Given the subscriber "assinante@example.com" opens an item of their plan with attachments
    When they read its first attachment
    Then the document opens in the browser

  Scenario: A reader without the right to an item is told why its document does not download
    Given the subscriber "assinante@example.com" asks for a document of an item outside their plan
    Then the download says "Acesso negado: Direitos insuficientes."
    And nothing is saved

  @ui
  Scenario: An e-mailed link whose token is unknown says so
    Given a visitor opens the download link with the token "unknown-token"
    When they download the file
    Then the download says "Token de download não encontrado."

  @ui
  Scenario: A subscriber has a link to an attachment mailed to them, and downloads it from the link
    Given the subscriber "assinante@example.com" opens an item of their plan with attachments
    When they ask for a link to its first attachment by e-mail
    Then they are told the link went to "assinante@example.com"
    When they open the link and download the file
    Then the file is saved

  Scenario: An e-mailed link works once
    Given a download link was mailed to "assinante@example.com"
    When they open the link and download the file
    Then the file is saved
    When they open the link again and download the file
    Then the download says "Token de download inválido."

  Scenario: An e-mailed link stops working after 7 days
    Given a download link was mailed to "assinante@example.com" 7 days ago
    When they open the link and download the file
    Then the download says "Token de download inválido."
