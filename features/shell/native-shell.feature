@shell @ui
Feature: Inside the native shell
  Many subscribers use the product inside the native shell of their phone. There they sign in with the phone's
  biometry or a PIN instead of the password: the server issues a secret bound to the device, the shell keeps it
  behind the biometry, and the password is never kept. Links that leave the app open in the shell's in-app browser,
  and a tapped push notification opens its item.

  Background:
    Given the app runs inside the native shell of a phone with FaceID

  Scenario: After a password sign-in the app offers biometric sign-in
    When "assinante@example.com" signs in with the password in the app
    Then the app offers to sign in with biometry next time

  Scenario: Turning biometry on keeps a device secret in the shell, never the password
    Given "assinante@example.com" signed in with the password in the app
    When they turn biometry on from the offer
    Then the shell keeps a secret for the app that is not the password

  Scenario: Signing in with biometry, without typing the password
    Given "assinante@example.com" turned biometry on in the app and signed out
    When they sign in with biometry
    Then they are signed in without typing the password

  Scenario: A new enrolment on the phone falls back to the password, saying why
    Given "assinante@example.com" turned biometry on in the app and signed out
    When a new fingerprint is enrolled on the phone
    And they sign in with biometry
    Then the app says a new biometric was enrolled, so they sign in with the password
    And they stay signed out
    And the password sign-in still works

  Scenario: A PIN replaces biometry
    Given "assinante@example.com" signed in with the password in the app
    When they choose the PIN "284913" instead of biometry
    And they sign out of the app
    And they sign in with the PIN "284913"
    Then they are signed in without typing the password

  Scenario: A shell that does not answer: the timeout message, and the password still signs in
    Given "assinante@example.com" turned biometry on in the app and signed out
    When the shell stops answering
    And they sign in with biometry
    Then after 8 seconds the app says the shell did not answer
    And they stay signed out
    And the password sign-in still works

  Scenario: A link that leaves the app opens in the shell's in-app browser
    Given "assinante@example.com" signed in with the password in the app
    When they follow the link of an event in the economic calendar
    Then the shell opens the event's page in its in-app browser, not in a new tab

  Scenario: A tapped push notification opens its item
    Given "assinante@example.com" signed in with the password in the app
    When they tap a push notification for a published item
    Then the app shows that item
