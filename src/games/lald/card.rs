//! One card drawn in SVG (our own design): a coloured band for its kind, the name, who may
//! play it, and its effect; a one-sided card the holder cannot play is crossed by a band.
//! The back is the same for every card (the other hand, the deck).

use leptos::prelude::*;
use qbranch_engine::lald::view::CardView;
use qbranch_engine::lald::Playable;

use crate::ui::markup::{el, Markup};

/// Greedy word wrap to lines of at most `width` characters.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for w in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + w.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(w);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Who may play a card.
pub fn side_word(p: Playable) -> &'static str {
    match p {
        Playable::Bond => "Bond only",
        Playable::Enemy => "Enemy only",
        Playable::Both => "Either side",
    }
}

/// The effect without its "Bond only." / "Enemy only." opening (the card prints the side).
fn effect_body(effect: &str) -> &str {
    effect
        .strip_prefix("Bond only. ")
        .or_else(|| effect.strip_prefix("Enemy only. "))
        .unwrap_or(effect)
}

fn kind_word(kind: &str) -> &'static str {
    match kind {
        "action" => "Action",
        "speed" => "Speed",
        _ => "Special",
    }
}

/// What a face-up card shows: its band, name, rule, effect and side (or the bar across a
/// card the holder cannot play).
fn face_art(card: &CardView, side: &str) -> Markup {
    let text = |class: &'static str, x: i32, y: i32, words: &str| {
        el("text")
            .class(class)
            .attr("x", x)
            .attr("y", y)
            .text(words)
    };
    let name_lines = wrap(&card.name, 12);
    let name_y0 = if name_lines.len() > 1 { 34 } else { 44 };
    let mut art = Markup::trusted(
        r#"<rect class="card-bg" x="1" y="1" width="118" height="166" rx="8"/><rect class="card-band" x="1" y="1" width="118" height="18" rx="8"/><rect class="card-band" x="1" y="10" width="118" height="9"/>"#,
    );
    art.push(text(
        "card-kind",
        60,
        14,
        &kind_word(&card.kind).to_ascii_uppercase(),
    ));
    for (i, l) in name_lines.iter().enumerate() {
        art.push(text("card-name", 60, name_y0 + 19 * i as i32, l));
    }
    art.push(Markup::trusted(
        r#"<line class="card-rule" x1="12" y1="74" x2="108" y2="74"/>"#,
    ));
    for (i, l) in wrap(effect_body(&card.effect), 20).iter().enumerate() {
        art.push(text("card-effect", 8, 88 + 12 * i as i32, l));
    }
    if card.playable {
        art.push(text("card-side", 60, 160, &side.to_ascii_uppercase()));
    } else {
        art.push(Markup::trusted(
            r#"<g class="card-bar"><rect x="1" y="146" width="118" height="21" rx="4"/><text x="60" y="160">NOT YOURS TO PLAY</text></g>"#,
        ));
    }
    art
}

/// A face-up card; `testid` says where it lies (`hand-card`, `discard-top`).
pub fn face(card: &CardView, testid: &'static str) -> impl IntoView {
    let side = side_word(card.id.def().side);
    let label = format!(
        "{}: {} card, {}. {}{}",
        card.name,
        kind_word(&card.kind),
        side.to_ascii_lowercase(),
        card.effect,
        if card.playable {
            ""
        } else {
            " You cannot play it."
        }
    );
    let mut class = format!("lald-card kind-{}", card.kind);
    if !card.playable {
        class.push_str(" unplayable");
    }
    view! {
        <svg
            class=class
            viewBox="0 0 120 168"
            role="img"
            aria-label=label
            data-testid=testid
            data-card=card.id.key()
            data-playable=card.playable.to_string()
            inner_html=face_art(card, side)
        ></svg>
    }
}

/// A small card back (the other hand, the deck).
pub fn back() -> impl IntoView {
    view! {
        <svg
            class="lald-card back small"
            viewBox="0 0 120 168"
            aria-hidden="true"
            inner_html=Markup::trusted(
                r#"<rect class="card-bg" x="1" y="1" width="118" height="166" rx="8"/><circle class="back-ring" cx="60" cy="84" r="38"/><circle class="back-ring" cx="60" cy="84" r="26"/><text class="back-mark" x="60" y="92">007</text>"#,
            )
        ></svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_within_the_width() {
        let l = wrap(
            "Play as you try a Quick Turn: success on 3 more totals.",
            21,
        );
        assert!(l.len() >= 3);
        assert!(l.iter().all(|x| x.len() <= 21), "{l:?}");
        assert_eq!(
            l.join(" "),
            "Play as you try a Quick Turn: success on 3 more totals."
        );
    }

    #[test]
    fn every_card_fits_and_names_its_side() {
        for c in qbranch_engine::lald::CardId::all() {
            let d = c.def();
            assert!(wrap(d.name, 12).len() <= 2, "{} too long", d.name);
            assert!(
                wrap(effect_body(d.effect), 21).len() <= 5,
                "{} effect too long",
                d.name
            );
            // The printed side agrees with the effect's own words.
            let s = side_word(d.side);
            match d.side {
                Playable::Both => assert!(!d.effect.contains(" only."), "{}", d.name),
                _ => assert!(d.effect.starts_with(s), "{}: {s}", d.name),
            }
        }
    }
}
