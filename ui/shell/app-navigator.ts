import { injectable } from 'inversify';

/** The part of a react-router data router the view-models need. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  /** Calls `listener` with each new state, as the router changes it (react-router's data routers). */
  subscribe?(listener: (state: { navigation: { state: string }; location: { key: string } }) => void): () => void;
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
   * Calls `listener` with each change of the router's state, within the router's own update (before React draws
   * again, so before anything else can happen on the page being left): whether a navigation is under way, and the key
   * of the location the router is at. Returns what stops it.
   */
  onNavigation(listener: (navigating: boolean, locationKey: string) => void): () => void {
    return (
      this.router?.subscribe?.((state) => listener(state.navigation.state !== 'idle', state.location.key)) ??
      (() => undefined)
    );
  }

  /** Goes to an address inside the app. */
  async navigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
    if (!this.router) throw new Error('AppNavigator: no router attached');
    await this.router.navigate(to, options);
  }
}
