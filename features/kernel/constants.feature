@kernel
Feature: Business limits and defaults
  The product's limits, timings and defaults, as the business set them.

  Scenario: Limits and timings
    Then the business limits are
      | limit                                 | value  |
      | demo trial in days                    | 7      |
      | confirmation code validity in minutes | 120    |
      | platform origin code                  | 250    |
      | chunk load timeout in ms              | 120000 |
      | request timeout constant in ms        | 15000  |
      | version check in ms                   | 120000 |
      | logout delay in ms                    | 400    |
      | layout re-render delay in ms          | 500    |
      | biometric timeout in ms               | 8000   |
      | time tick in ms                       | 1000   |
      | minimum reported session in seconds   | 30     |
      | starred pages                         | 10     |
      | highlight title characters            | 120    |
      | ticker items                          | 10     |
      | highlights in the carousel            | 9      |
      | highlights per view                   | 3      |
      | page size                             | 10     |
      | list limit                            | 24     |
      | swipe threshold                       | 200    |
      | visible characters when hidden        | 10     |
      | player quality                        | 576    |

  Scenario: Page sizes, breakpoints and error code ranges
    Then the page sizes offered are "10, 25, 50"
    And the layout breakpoints are "576, 768, 992, 1200"
    And the business error codes run "5000-5007, 5200-5207, 5300-5300, 5350-5352, 5400-5403, 5500-5501"

  Scenario: Defaults of a new user and of the product
    Then the defaults are
      | default          | value    |
      | theme            | light    |
      | calendar colour  | green    |
      | layout           | vertical |
      | view style       | cards    |
      | speech rate      | 1        |
      | locale           | PtBr     |
      | detail alignment | center   |
      | icon size        | 24       |
      | large icon size  | 28       |

  Scenario: Codes of the enumerations
    Then the codes are
      | enumeration   | codes                                                       |
      | news status   | SENDNOW 1, SAVED 2, SCHEDULED 3, SENT 4, ERROR 5            |
      | importance    | DEFAULT 0, IMPORTANT 1                                      |
      | profile       | SUBSCRIBER 1, DEMO 2, FREE 3                                |
      | device type   | MOBILE 0, DESKTOP 1                                         |
      | platform      | ANDROID 0, IOS 1, OTHER 2                                   |
      | disclosure    | ANNOUNCEMENT 1, INVITE 2, ECONOMIC_CALENDAR 3               |
      | data layout   | NEWS 1, FLASHES 2, PODCAST 3, TVCAST 4, REPORT 5            |
      | date filter   | ONE_DAY 1, ONE_WEEK 2, ONE_MONTH 3, THREE_MONTHS 4, OTHERS 5 |
      | list view     | LIST 1, DETAILED_LIST 2                                     |
      | locale        | PtBr 1, EnEu 2, EsEs 3, EsAr 4, PtPt 5                      |
    And the zoom levels are "80, 90, 100, 110, 120"
