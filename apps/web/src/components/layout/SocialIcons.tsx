/**
 * Three decorative social marks. The spec lists them "without links", so they are images with
 * names rather than links or buttons that would lead nowhere.
 */
const ICONS = [
  {
    label: "Instagram",
    path: "M7 2.5h10A4.5 4.5 0 0 1 21.5 7v10a4.5 4.5 0 0 1-4.5 4.5H7A4.5 4.5 0 0 1 2.5 17V7A4.5 4.5 0 0 1 7 2.5Zm0 2A2.5 2.5 0 0 0 4.5 7v10A2.5 2.5 0 0 0 7 19.5h10a2.5 2.5 0 0 0 2.5-2.5V7A2.5 2.5 0 0 0 17 4.5H7Zm5 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z",
  },
  {
    label: "X (Twitter)",
    path: "M4 4h4.6l3.7 5.1L16.6 4H20l-6.1 7.1L20.5 20h-4.6l-4-5.6L7.1 20H3.7l6.5-7.5L4 4Z",
  },
  {
    label: "LinkedIn",
    path: "M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.3 9h3.4v11.5H3.3V9Zm5.6 0h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.3 2.3 4.3 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H8.9V9Z",
  },
] as const;

export function SocialIcons() {
  return (
    <div className="flex gap-2">
      {ICONS.map(({ label, path }) => (
        <span
          key={label}
          role="img"
          aria-label={label}
          className="flex size-9 items-center justify-center rounded-full bg-white/8 text-sky-200/80 ring-1 ring-white/10"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
            <path d={path} fillRule="evenodd" />
          </svg>
        </span>
      ))}
    </div>
  );
}
