@services
Feature: Open line and monthly teleconference
  A user whose plan includes the open line (a weekly live session with each commodity's analyst) or the monthly
  teleconference sees the sessions to come and registers for one while it has a seat left and has not started; a
  registration can be given back before the start. Past sessions offer their recording.

  @ui
  Scenario: A subscriber registers for the next open line session and gives the seat back
    Given "assinante@example.com" opens the open line
    When they register for the next session open to registration
    Then they are registered for it, with one seat fewer free
    When they open the open line again
    Then they are registered for it, with one seat fewer free
    When they cancel that registration
    Then they are not registered for it, and the seat is free again

  Scenario: Registering twice keeps one seat
    Given "assinante@example.com" opens the open line
    When they register for the next session open to registration
    And they register for it again
    Then they are registered for it, with one seat fewer free

  Scenario: A full session takes no registration
    Given "demo@example.com" opens the open line
    And every seat of the next session is taken
    When they register for that session
    Then the session says "Não há mais vagas nesta sessão"

  Scenario: Past sessions offer their recording and take no registration
    Given "demo@example.com" opens the open line
    Then every past session offers its recording and takes no registration

  @ui
  Scenario: The monthly teleconference is outside the subscriber's plan
    Given "assinante@example.com" opens the monthly teleconference
    Then the upsell of a service outside the plan is shown
