/**
 * The room the social buttons will take — the wide button, and the row of icons when the dapp lists more than one
 * provider — drawn as quiet blocks, hidden from assistive technology (the buttons are announced when they come).
 */
export function PendingSocialButtons({ withRow }: { withRow: boolean }) {
  return (
    <div className="foyer-socials foyer-socials--pending" aria-hidden="true" data-testid="foyer-socials-pending">
      <span className="foyer-social-button" />
      {withRow && <span className="foyer-social-button" />}
    </div>
  )
}
