//! The screens the two chase games share (You Only Live Twice, Live and Let Die).

mod markup_value;
