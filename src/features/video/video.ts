/**
 * A video the reader plays (spec 2.3: a large dialog with a muted, autoplaying mp4). The content
 * (CMS) provides the file's address: no video ships with the app.
 */
export type VideoToPlay = {
  /** The mp4's address, as the content gives it. */
  src: string;
  /** Already translated or written by the content; titles the dialog and names the player. */
  title: string;
  /** An optional WebVTT captions file, offered as the player's captions track. */
  captionsSrc?: string;
};
