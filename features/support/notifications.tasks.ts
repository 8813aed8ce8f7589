/** A notification as the centre lists it. */
export interface ListedNotification {
  title: string;
  /** The content type (the publication type's name). */
  type: string;
  /** The publication instant (ISO). */
  published: string;
}

/** The notification centre, implemented once per assembly. */
export interface NotificationTasks {
  /** The subscriber signs in on a screen of this size (their first list shows). */
  signIn(email: string, width: number, height: number): Promise<void>;
  /** The unread count of the bell, once `settled` holds for it (or after a while: the last one seen). */
  unread(settled: (count: number) => boolean): Promise<number>;
  /** Opens the centre; answers what it lists. */
  open(): Promise<ListedNotification[]>;
  /** The user comes back later on the same device (signed in still). */
  comeBack(): Promise<void>;
  /** Opens the first notification of the open centre; answers its title and the title of the news then read. */
  openFirst(): Promise<{ listed: string; read: string }>;
  /** A new news is sent to the user (only the core assembly can send one). */
  newsSent(): Promise<void>;
  /** The user-info check comes round. */
  userInfoCheck(): Promise<void>;
  /** The native shell hands over a push. */
  pushArrives(): Promise<void>;
  /** The width of the open centre and of the screen, in pixels (a page only). */
  widths(): Promise<{ centre: number; screen: number }>;
  /** How far the page scrolls sideways with the centre open (0 when nothing is wider than the screen). */
  sidewaysScroll(): Promise<number>;
  /** Closes the centre with Escape; answers whether the focus is back on the bell. */
  closeWithEscape(): Promise<boolean>;
}
