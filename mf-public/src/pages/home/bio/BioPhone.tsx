import type { BioExample } from './bio-examples';
import '../home.css';

/** A phone-shaped drawing of one example bio page. */
export function BioPhone({ example }: { example: BioExample }) {
  return (
    <div className="home-phone" aria-hidden="true">
      <div className="home-phone-screen" style={{ background: example.background }}>
        <div className="home-phone-cover" style={{ background: example.cover }} />
        <div className="home-phone-body" style={{ color: example.text }}>
          <div className="home-phone-avatar" style={{ background: example.avatar }}>
            {example.initials}
          </div>
          <p className="home-phone-name">{example.name}</p>
          <p className="home-phone-handle">{example.handle}</p>
          <p className="home-phone-about">{example.description}</p>
          <div className="home-phone-links">
            {example.links.map((label) => (
              <div
                key={label}
                className="home-phone-link"
                style={{ background: example.button, color: example.buttonText }}
              >
                {label}
              </div>
            ))}
          </div>
          <div className="home-phone-icons">
            {[0, 1, 2, 3].map((dot) => (
              <div key={dot} className="home-phone-icon" style={{ background: example.avatar }} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
