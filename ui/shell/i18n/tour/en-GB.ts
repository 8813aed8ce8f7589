import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['shell-tour'] = {
  label: 'Guided tour',
  progress: '{{current}} of {{total}}',
  next: 'Next',
  previous: 'Previous',
  done: 'Done',
  skip: 'Skip the tour',
  close: 'Close the tour',
  steps: {
    welcome: {
      title: 'Welcome to Celeiro',
      text: 'A quick tour shows you where everything is. Move on with the buttons or the arrow keys; Esc ends the tour.',
    },
    menu: {
      title: 'Menu',
      text: 'The commodities and the sections: analyses, news, reports, quotes and more. The button below it narrows the sidebar.',
    },
    menuButton: {
      title: 'Menu',
      text: 'Tap here to open the menu with the commodities and the sections.',
    },
    filters: {
      title: 'Filters',
      text: 'Narrow the list down by commodity, type, period and more.',
    },
    viewStyle: {
      title: 'View style',
      text: 'See the content as a list, a detailed list, cards, a mosaic or tags.',
    },
    ticker: {
      title: 'News ticker',
      text: "The latest news runs here. In the ticker's settings, show or hide it, at the top or in the footer.",
    },
    notifications: {
      title: 'Notifications',
      text: 'The bell tells you when something new comes out on what you follow.',
    },
    userMenu: {
      title: 'Your menu',
      text: 'Your account, your preferences, help (where you can take this tour again) and signing out.',
    },
  },
};

export default EnEu;
