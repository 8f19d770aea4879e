import Foundation

/// The page's script: `window.morphPlay()` (re)starts the animation by taking the `morph-play` class
/// off `<html>`, flushing style, and putting it back, flushing again, so that every transition and
/// keyframe animation is running when it returns (its promise resolves at once). The page plays once
/// loaded, and every element marked `data-morph-replay` (the template's button) plays it again.
enum HTMLPlayScript {
  /// The script's text (no `</script` and no `<!--`, as raw script text requires).
  static let text = """

    (() => {
      const root = document.documentElement;
      const play = () => {
        root.classList.remove('morph-play');
        root.getBoundingClientRect();
        root.classList.add('morph-play');
        root.getBoundingClientRect();
        return Promise.resolve();
      };
      window.morphPlay = play;
      window.addEventListener('load', () => {
        for (const control of document.querySelectorAll('[data-morph-replay]')) {
          control.addEventListener('click', () => { play(); });
        }
        play();
      });
    })();

    """
}
