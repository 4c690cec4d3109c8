import { parseWhatsAppFormatting } from './whatsapp';

/** Renders *bold* _italic_ ~strike~ `code` the way WhatsApp shows them. */
export function FormattedMessage({ text }: { text: string }) {
  return (
    <>
      {parseWhatsAppFormatting(text).map((segment, index) => {
        const key = `${index}-${segment.style ?? 'plain'}`;
        switch (segment.style) {
          case 'bold':
            return <strong key={key}>{segment.text}</strong>;
          case 'italic':
            return <em key={key}>{segment.text}</em>;
          case 'strike':
            return <s key={key}>{segment.text}</s>;
          case 'code':
            return (
              <code key={key} style={{ fontFamily: 'monospace' }}>
                {segment.text}
              </code>
            );
          default:
            return <span key={key}>{segment.text}</span>;
        }
      })}
    </>
  );
}
