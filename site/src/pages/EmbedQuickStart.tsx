/**
 * The quick start for website owners (`/embed/quick-start`): how to put a station's tides on a
 * marina's, surf shop's or angler's site with the embed builder, by copy and paste, as a page
 * of the site rather than a Markdown file.
 */
import { RESIZE_SCRIPT_PATH } from '../embed/frame-height';
import { Link } from '../router/router';
import { ContentLayout } from './ContentLayout';

export function EmbedQuickStart() {
  return (
    <ContentLayout
      title="Embed Tides: Quick Start"
      intro={
        <p>
          No developer needed. This puts a tide station&apos;s tides on your marina, surf shop or
          fishing site in a few minutes, by copy and paste.
        </p>
      }
    >
      <section className="card prose" aria-labelledby="quick-steps">
        <h2 id="quick-steps">Four steps</h2>
        <ol>
          <li>
            <strong>
              Open the <Link to="/embed">embed builder</Link>
            </strong>
            , or the <strong>Embed these tides</strong> link on any station&apos;s page (that link
            starts with its station chosen).
          </li>
          <li>
            <strong>Choose what to show.</strong> Type your town, beach or harbour in{' '}
            <strong>Station</strong> and pick the station from the list. Then pick a{' '}
            <strong>Widget</strong> (today&apos;s tides, the week, the chart, a tide finder your
            visitors can search, or the moon), a <strong>Theme</strong>, <strong>Units</strong>{' '}
            (feet or metres), a <strong>Clock</strong> (12- or 24-hour) and a <strong>Size</strong>:
            compact, about 300 pixels wide, for a sidebar; wide for the body of a page. The preview
            shows exactly what your visitors will see.
          </li>
          <li>
            <strong>Copy one of the two snippets</strong> with its Copy button:
            <ul>
              <li>
                <strong>Widget snippet</strong>, if your site lets you add code: WordPress.org (a
                Custom HTML block), plain HTML pages, and most builders&apos; “custom code” or
                “HTML” blocks.
              </li>
              <li>
                <strong>Iframe snippet</strong>, if your site builder refuses scripts: Wix (Embed
                code → Embed HTML), Squarespace (a Code or Embed block), WordPress.com (a Custom
                HTML block on plans without plugins), Google Sites (Embed → Embed code).
              </li>
            </ul>
          </li>
          <li>
            <strong>Paste it</strong> where the tides should appear, and publish. The snippet
            already knows where the tides come from: there is no account to create and no key to
            find.
          </li>
        </ol>
      </section>
      <section className="card prose" aria-labelledby="quick-frames">
        <h2 id="quick-frames">Iframes that fit</h2>
        <p>
          The iframe snippet gives the frame the height its widget needs at the size you chose. Its
          last line is optional:
        </p>
        <pre>
          <code>{`<script src="${RESIZE_SCRIPT_PATH}" async></script>`}</code>
        </pre>
        <p>
          (the builder writes it with this site&apos;s full address). Where your page allows a
          script, it fits every Tide Charts frame on the page to its content: a tide finder showing
          its results, or a week in a column narrower than the size chosen, shows whole, with no
          scroll bar inside the frame. It needs nothing else and changes nothing else on your page.
          Where scripts are refused, leave the line out: the frame keeps its height.
        </p>
      </section>
      <section className="card prose" aria-labelledby="quick-expect">
        <h2 id="quick-expect">What to expect</h2>
        <ul>
          <li>
            The tides are worked out in your station&apos;s own time zone and refresh each time a
            visitor opens the page. Your page&apos;s fonts and colours cannot break the widget, and
            it takes the width of the place you put it in.
          </li>
          <li>
            Every widget shows a small <strong>Tides by Tide Charts</strong> link to the
            station&apos;s page (the tide finder&apos;s to Find Tides), where your visitors find the
            month&apos;s and the year&apos;s tables and nearby stations.
          </li>
          <li>
            To change anything later (another station, dark instead of light), make a new snippet in
            the builder and replace the old one.
          </li>
          <li>
            If the box says it cannot reach the tide service, the snippet was cut short when pasted:
            copy it again, whole.
          </li>
        </ul>
      </section>
    </ContentLayout>
  );
}
