/** How to subscribe in the three calendar apps most people use (as of their 2025 menus). */
export function SubscribeHelp() {
  return (
    <div className="space-y-3 text-sm">
      <h3 className="font-semibold">How to subscribe</h3>
      <dl className="space-y-3">
        <div>
          <dt className="font-medium">Google Calendar</dt>
          <dd className="text-muted-foreground">
            On a computer, open Google Calendar, click + beside &ldquo;Other calendars&rdquo;,
            choose &ldquo;From URL&rdquo;, paste the address and click &ldquo;Add calendar&rdquo;.
            Google refreshes subscribed calendars every few hours.
          </dd>
        </div>
        <div>
          <dt className="font-medium">Apple Calendar</dt>
          <dd className="text-muted-foreground">
            On a Mac, choose File › New Calendar Subscription, paste the address and click
            Subscribe. On iPhone or iPad, go to Settings › Calendar › Accounts › Add Account › Other
            › Add Subscribed Calendar.
          </dd>
        </div>
        <div>
          <dt className="font-medium">Outlook</dt>
          <dd className="text-muted-foreground">
            In Outlook on the web or the new Outlook, open Calendar, choose Add calendar › Subscribe
            from web, paste the address, name it and click Import.
          </dd>
        </div>
      </dl>
    </div>
  );
}
