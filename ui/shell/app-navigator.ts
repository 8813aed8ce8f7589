import { injectable } from 'inversify';

/** The part of a react-router data router the view-models need. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  /** Calls `listener` with each new state, as the router changes it (react-router's data routers). */
  subscribe?(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/** In-app navigation for view-models, which know addresses but not the router (attached once it exists). */
@injectable()
export class AppNavigator {
  private router: RouterLike | undefined;

  /** Connects the app's router. */
  attach(router: RouterLike): void {
    this.router = router;
  }

  /**
   * Calls `listener` whenever a navigation starts (true) or ends (false), within the router's own update: before
   * React draws again, so before anything else can happen on the page being left. Returns what stops it.
   */
  onNavigation(listener: (navigating: boolean) => void): () => void {
    return this.router?.subscribe?.((state) => listener(state.navigation.state !== 'idle')) ?? (() => undefined);
  }

  /** Goes to an address inside the app. */
  async navigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
    if (!this.router) throw new Error('AppNavigator: no router attached');
    await this.router.navigate(to, options);
  }
}
