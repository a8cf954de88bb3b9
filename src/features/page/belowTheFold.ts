import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * For a part of a page that usually starts below the first screen: the browser skips its
 * styling, layout and painting until it nears the viewport, so a phone shows the first screen
 * sooner and stays free for taps while the rest waits. The content stays in the page for
 * assistive technologies, find-in-page and in-page links. Once rendered, its size is
 * remembered (`auto`), so scrolling back does not jump.
 */
export const belowTheFold: SystemStyleObject = {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 32rem",
};
