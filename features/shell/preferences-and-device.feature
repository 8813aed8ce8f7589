@shell
Feature: Preferences, tour, layout and device
  What the product remembers about the user's choices and how it adapts to the device.

  Scenario: Preferences are saved for a user with a session
    Given Maria has a session on this device
    When Maria changes the theme to "dark" and the zoom to 120
    Then the preferences saved are the theme "dark" and the zoom 120

  Scenario: Preferences are not saved without a session
    Given nobody has a session on this device
    When the theme is changed to "dark"
    Then no preferences are saved

  Scenario: The tour starts by itself until it is skipped
    Given a fresh device
    Then the tour starts by itself
    When the tour is started and then skipped
    Then the tour does not start by itself any more

  Scenario: A finished tour does not start by itself again
    Given a fresh device
    When the tour is started and then finished
    Then the tour does not start by itself any more

  Scenario: Turning the device re-renders the layout after half a second
    Given the screen is 1280 wide and 800 high
    When the screen turns to 800 wide and 1280 high
    And 499 milliseconds pass
    Then the layout is still "desktop"
    When 1 milliseconds pass
    Then the layout is "mobile"

  Scenario Outline: The platform and device come from the browser's identity
    When the browser identifies as "<agent>"
    Then the platform is <platform> and the device is <device>

    Examples:
      | agent                                                               | platform | device  |
      | Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36       | android  | mobile  |
      | Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 | ios      | mobile  |
      | Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 | other    | desktop |

  Scenario Outline: The product knows it runs inside the native app from its address
    When the product is opened at "<address>"
    Then it <runs> inside the native app

    Examples:
      | address                       | runs         |
      | /home?isApp=true              | runs         |
      | /pages/login?to=/home&isApp=true | runs      |
      | /home                         | does not run |
      | /home?isApp=false             | does not run |

  Scenario: A demo lasts 7 days
    Given a demo started on "2026-11-14T12:00:00Z"
    When it is "2026-11-21T11:59:59Z"
    Then the demo is still running
    When it is "2026-11-21T12:00:00Z"
    Then the demo is over

  Scenario: A biometric request without a reply gives up after 8 seconds
    Given a biometric request is waiting for the phone
    When 7999 milliseconds pass
    Then the biometric request is still waiting
    When 1 milliseconds pass
    Then the biometric request fails with "Timeout: Nenhuma resposta recebida do postMessage."
