@shell
Feature: The signed-in frame on a phone and on a desk, and its user menu
  Portrait is a phone and landscape is a desk (SPEC §4). On a desk the home menu is a sidebar beside the page; on a
  phone it waits in a drawer opened from the header, so the page's content starts in the first screen. A turn of
  the screen moves the menu once the screen has kept its new size for 500 ms.

  @ui
  Scenario: A desk shows the home menu beside the page, and turning the screen moves it to a drawer
    Given the subscriber "assinante@example.com" reads on a 1366 by 800 screen
    Then the home menu is in a sidebar
    When the screen turns to 800 by 1366
    Then the home menu is in a drawer

  @ui @browser-only
  Scenario: On a phone the list starts in the first screen and the menu waits in a drawer
    Given the subscriber "assinante@example.com" reads on a 390 by 844 screen
    Then the home menu is in a drawer
    And the first item of the list shows without scrolling
    And nothing is wider than the screen
    When they choose "Café" from the drawer
    Then they read the list of "Café"
    And the drawer is closed

  @ui @browser-only
  Scenario: The user menu changes the theme and the alignment of news images, and they stay after a reload
    Given the subscriber "assinante@example.com" reads on a 1366 by 800 screen
    When they pick "Semiescuro" in the user menu
    And they pick "À direita" in the user menu
    And they load the page again
    Then the interface shows the theme "semi-dark" and news images aligned "right"
