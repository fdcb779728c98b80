/** The lead form's stand-in beside the hero's button: what a visitor can expect after it. */
export function HeroNextSteps() {
  return (
    <div className="hero-block__steps">
      <p className="hero-block__steps-title">What happens next</p>
      <ol className="hero-block__steps-list">
        <li>You tell us about your institute and how to reach you: one short form.</li>
        <li>Our team calls you back to understand what you need.</li>
        <li>You get a free consultation and a demo set up for your institute.</li>
      </ol>
    </div>
  );
}
