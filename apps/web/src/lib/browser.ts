/** Full-page browser navigation, as an object so tests can replace it. */
export const browser = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};
