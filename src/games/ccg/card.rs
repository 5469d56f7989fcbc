//! The card faces: our own SVG drawn from the card data (type colour band, title, type, PV and
//! CV, Ability icons as simple lettered glyphs, bullets, a short text and the film), and the
//! two card backs (red for Plot cards, blue for Action cards). No copied art or logos.

use crate::markup::esc;
use qbranch_engine::ccg::{find_card, Card, CardType, Icon, Uid};

/// The face's drawing box: 100 × 140 units (a playing card's proportions). Written out, so no
/// number formatting is compiled for it.
const FACE_VIEW_BOX: &str = "0 0 100 140";

/// The colour of a card type's band.
pub fn type_colour(t: CardType) -> &'static str {
    match t {
        CardType::Mission => "#7a1424",
        CardType::Villain => "#b3122e",
        CardType::Henchman => "#c4532a",
        CardType::Location => "#8a6a14",
        CardType::Obstacle => "#5c5f66",
        CardType::Bond => "#1c3f7a",
        CardType::Personality => "#22705f",
        CardType::Agent => "#1f5e86",
        CardType::Q => "#2b2f36",
        CardType::Intrigue => "#5b3a8f",
    }
}

/// Our glyph for an Ability icon: two letters in a disc.
pub fn glyph(i: Icon) -> &'static str {
    match i {
        Icon::Aquatics => "Aq",
        Icon::Cunning => "Cu",
        Icon::Driving => "Dr",
        Icon::Evasion => "Ev",
        Icon::Flying => "Fl",
        Icon::SavoirFaire => "SF",
        Icon::Shooting => "Sh",
        Icon::Strength => "St",
        Icon::HandToHand => "HH",
        Icon::QuickThinking => "QT",
        Icon::Technology => "Te",
        Icon::WinterSports => "WS",
    }
}

/// A value as printed: blank when the card has none.
pub fn value_text(v: Option<u8>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "–".into())
}

/// Icons with their counts as words ("Shooting 2, Cunning").
pub fn icons_text(list: &[(Icon, u8)]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    list.iter()
        .map(|&(i, n)| {
            if n > 1 {
                format!("{} {n}", i.name())
            } else {
                i.name().to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Break `text` into lines of at most `width` characters (words longer than that are cut), at
/// most `max` lines; an ellipsis marks text left out.
pub fn wrap(text: &str, width: usize, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut cut = false;
    for word in text.split_whitespace() {
        let word: String = word.chars().take(width).collect();
        let len = cur.chars().count();
        if len == 0 {
            cur = word;
        } else if len + 1 + word.chars().count() <= width {
            cur.push(' ');
            cur.push_str(&word);
        } else {
            lines.push(std::mem::take(&mut cur));
            cur = word;
        }
        if lines.len() == max {
            cut = true;
            break;
        }
    }
    if !cur.is_empty() && lines.len() < max {
        lines.push(cur);
    } else if !cur.is_empty() {
        cut = true;
    }
    if cut {
        if let Some(last) = lines.last_mut() {
            let keep: String = last.chars().take(width.saturating_sub(1)).collect();
            *last = format!("{}…", keep.trim_end());
        }
    }
    lines
}

/// Where the icon discs go: one entry per disc (icon, requires?), at most `max` discs.
pub fn icon_discs(card: &Card, max: usize) -> Vec<(Icon, &'static str)> {
    let provide_colour = if card.ctype == CardType::Q {
        "prov-q"
    } else {
        "prov"
    };
    let mut out = Vec::new();
    for &(i, n) in card.provides {
        for _ in 0..n {
            out.push((i, provide_colour));
        }
    }
    for &(i, n) in card.requires {
        for _ in 0..n {
            out.push((i, "req"));
        }
    }
    out.truncate(max);
    out
}

/// The plain-words label of a card for screen readers and tooltips.
pub fn card_label(card: &Card) -> String {
    format!("{}, {}", card.name, card.ctype.name())
}

/// The inside of a card design's SVG face, as markup: the browser builds it in one step,
/// which keeps a table of cards quick to draw (a face is some twenty shapes and lines of text).
pub fn face_markup(card: &'static Card) -> String {
    let colour = type_colour(card.ctype);
    let mut m = String::with_capacity(1600);
    m.push_str(&format!(
        r#"<rect class="cf-paper" x="1" y="1" width="98" height="138" rx="6" style="stroke:{colour}"/><path d="M1 7 a6 6 0 0 1 6 -6 h86 a6 6 0 0 1 6 6 v10 h-98 z" style="fill:{colour}"/><text class="cf-type" x="6" y="12">{}</text>"#,
        esc(&card.ctype.name().to_ascii_uppercase())
    ));
    for k in 0..card.bullets.min(6) {
        m.push_str(&format!(
            r#"<circle class="cf-bullet" cx="{}" cy="8.5" r="2.6"/>"#,
            92 - 7 * k as i32
        ));
    }
    let title = wrap(card.name, 15, 2);
    let title_lines = title.len() as i32;
    for (k, l) in title.iter().enumerate() {
        m.push_str(&format!(
            r#"<text class="cf-title" x="6" y="{}">{}</text>"#,
            27 + 10 * k,
            esc(l)
        ));
    }
    // Whole units: every position below is an integer or a half.
    let vy = 30 + 10 * title_lines;
    if card.pv.is_some() || card.cv.is_some() {
        m.push_str(&format!(
            r#"<g class="cf-values"><rect x="5" y="{top}" width="28" height="11" rx="2" class="cf-val"/><text x="19" y="{vy}" text-anchor="middle">PV {pv}</text><rect x="37" y="{top}" width="28" height="11" rx="2" class="cf-val"/><text x="51" y="{vy}" text-anchor="middle">CV {cv}</text></g>"#,
            top = vy - 8,
            pv = value_text(card.pv),
            cv = value_text(card.cv),
        ));
    }
    let iy = vy + 12;
    let discs = icon_discs(card, 12);
    for (k, (i, class)) in discs.iter().enumerate() {
        let x = 10 + (k % 6) as i32 * 15;
        let y = iy + (k / 6) as i32 * 14;
        m.push_str(&format!(
            r#"<g class="cf-icon {class}"><circle cx="{x}" cy="{y}" r="6.3"/><text x="{x}" y="{}.2" text-anchor="middle">{}</text></g>"#,
            y + 2,
            glyph(*i)
        ));
    }
    let rows = discs.len().div_ceil(6) as i32;
    let ty = iy + rows * 14 + 2;
    let room = ((128 - ty) / 7).max(0) as usize;
    for (k, l) in wrap(card.text, 26, room).iter().enumerate() {
        m.push_str(&format!(
            r#"<text class="cf-text" x="6" y="{}">{}</text>"#,
            ty + 7 * k as i32,
            esc(l)
        ));
    }
    let film = wrap(card.film.title(), 30, 1)
        .into_iter()
        .next()
        .unwrap_or_default();
    m.push_str(&format!(
        r#"<text class="cf-film" x="6" y="135">{}</text>"#,
        esc(&film)
    ));
    m
}

/// The SVG face of a card design, as markup.
pub fn face_svg_html(card: &'static Card) -> String {
    format!(
        r#"<svg class="cf" viewBox="{FACE_VIEW_BOX}" role="img" aria-label="{}">{}</svg>"#,
        esc(&card_label(card)),
        face_markup(card)
    )
}

/// A card shown face up as a button, as markup: tap (or Enter) opens the zoom, or chooses the
/// card while composing (the table's one click handler, `table::on_tap`). Its pick state
/// (`pickable`, `picked`, `data-pickable`, the title) is set in place by `table::mark_picks`.
pub fn card_button_html(h: &mut String, id: &str, uid: Option<Uid>, class: &str, testid: &str) {
    let Some(card) = find_card(id) else {
        h.push_str(&format!(
            r#"<span class="ccg-card unknown">{}</span>"#,
            esc(id)
        ));
        return;
    };
    h.push_str(&format!(
        r#"<button type="button" class="ccg-card {class}" data-testid="{testid}" data-card="{}"{} data-pickable="false" data-type="{}" title="Open the card">{}</button>"#,
        esc(id),
        uid_attr(uid),
        card.ctype.name().to_ascii_lowercase(),
        face_svg_html(card)
    ));
}

/// ` data-uid="N"` for a physical card, nothing for a design alone.
pub fn uid_attr(uid: Option<Uid>) -> String {
    uid.map(|u| format!(r#" data-uid="{}""#, u.0))
        .unwrap_or_default()
}

/// A card back, not a button (nothing to read on it), as markup: red for Plot cards, blue
/// for Action cards.
pub fn card_back_html(h: &mut String, plot: bool, class: &str) {
    let (kind, label) = if plot {
        ("plot", "A Plot card, face down")
    } else {
        ("action", "An Action card, face down")
    };
    h.push_str(&format!(
        r#"<span class="ccg-card back {class}" data-testid="card-back"><svg class="cf-back {kind}" viewBox="{FACE_VIEW_BOX}" role="img" aria-label="{label}"><rect class="cb-fill" x="1" y="1" width="98" height="138" rx="6"/><circle class="cb-ring" cx="50" cy="70" r="32"/><circle class="cb-ring" cx="50" cy="70" r="22"/><circle class="cb-ring" cx="50" cy="70" r="12"/><text class="cb-mark" x="50" y="74" text-anchor="middle">007</text></svg></span>"#
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_words_and_marks_what_is_cut() {
        assert_eq!(wrap("Max Zorin", 15, 2), vec!["Max Zorin"]);
        assert_eq!(
            wrap("On Her Majesty's Secret Service", 15, 2),
            vec!["On Her", "Majesty's…"]
        );
        assert_eq!(
            wrap("The Man with the Golden Gun", 15, 3),
            vec!["The Man with", "the Golden Gun"]
        );
        // Every line fits the width.
        let long = "Bullets fly: whoever faces this needs a steady aim and a lot of luck today.";
        let lines = wrap(long, 20, 3);
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert!(lines[2].ends_with('…'));
        assert!(wrap("", 10, 2).is_empty());
        assert!(wrap("anything", 10, 0).is_empty());
    }

    #[test]
    fn discs_follow_the_data_provides_first() {
        let avenge = find_card("avenge-felix-leiter").unwrap();
        let d = icon_discs(avenge, 12);
        // Shooting 1, Cunning 2, Savoir Faire 1: four red discs.
        assert_eq!(d.len(), 4);
        assert!(d.iter().all(|(_, c)| *c == "req"));
        assert_eq!(d.iter().filter(|(i, _)| *i == Icon::Cunning).count(), 2);
        assert_eq!(icon_discs(avenge, 2).len(), 2);
        let q = qbranch_engine::ccg::all_cards()
            .iter()
            .find(|c| c.ctype == CardType::Q && !c.provides.is_empty())
            .unwrap();
        assert!(icon_discs(q, 12).iter().all(|(_, c)| *c == "prov-q"));
    }

    #[test]
    fn every_icon_has_its_own_glyph_and_every_type_a_colour() {
        let mut seen: Vec<&str> = Icon::ALL.iter().map(|&i| glyph(i)).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), Icon::ALL.len());
        let mut cols: Vec<&str> = CardType::ALL.iter().map(|&t| type_colour(t)).collect();
        cols.sort();
        cols.dedup();
        assert_eq!(cols.len(), CardType::ALL.len());
        assert_eq!(
            icons_text(&[(Icon::Shooting, 2), (Icon::Cunning, 1)]),
            "Shooting 2, Cunning"
        );
        assert_eq!(icons_text(&[]), "none");
        assert_eq!(value_text(None), "–");
        assert_eq!(value_text(Some(0)), "0");
    }

    #[test]
    fn a_face_carries_the_card_data_and_escapes_its_text() {
        assert_eq!(esc(r#"Q & "A" <b>"#), "Q &amp; &quot;A&quot; &lt;b&gt;");
        let avenge = find_card("avenge-felix-leiter").unwrap();
        let m = face_markup(avenge);
        // The type band, the title lines, one disc per icon needed, a dot per Bullet.
        assert!(m.contains(&format!(">{}</text>", avenge.ctype.name().to_uppercase())));
        for line in wrap(avenge.name, 15, 2) {
            assert!(m.contains(&format!(">{}</text>", esc(&line))), "{line}");
        }
        assert_eq!(m.matches("cf-icon req").count(), 4);
        assert_eq!(
            m.matches("cf-bullet").count(),
            avenge.bullets.min(6) as usize
        );
        assert_eq!(m.matches("<text").count(), m.matches("</text>").count());
        // Every card's face: its groups closed, its title's first line shown.
        for c in qbranch_engine::ccg::all_cards() {
            let m = face_markup(c);
            assert_eq!(
                m.matches("<g ").count(),
                m.matches("</g>").count(),
                "{}",
                c.id
            );
            let first = wrap(c.name, 15, 2).remove(0);
            assert!(m.contains(&format!(">{}</text>", esc(&first))), "{}", c.id);
        }
    }
}
