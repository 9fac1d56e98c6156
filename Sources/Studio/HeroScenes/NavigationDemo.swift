import LayoutCore
import ViewRuntime

// A small mail-like app for the navigation scene: a stack of mailboxes under a large title, each pushing
// its messages; "Edit" opens a sheet at the medium detent that can be dragged to large or away.

/// The mailboxes, the root of the stack.
struct NavigationDemo: View {
    @State private var showsSheet = false
    let mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(mailboxes, id: \.self) { mailbox in
                    NavigationLink {
                        Mailbox(name: mailbox)
                    } label: {
                        DemoRow(title: mailbox)
                    }
                    .id(mailbox)
                }
                Spacer(minLength: 0)
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("Edit").id("edit").onTapGesture { showsSheet = true }
                }
            }
            .sheet(isPresented: $showsSheet) {
                SheetContent().presentationDetents([.medium, .large])
            }
        }
    }
}

/// One row: a coloured dot, a title and a hairline under it.
private struct DemoRow: View {
    let title: String
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                Circle().fill(Color.blue).frame(width: 10, height: 10)
                Text(title).foregroundColor(.primary)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            Color(white: 0.85).frame(height: 1).padding(.leading, 38)
        }
    }
}

/// A pushed mailbox: an inline title, a few messages.
private struct Mailbox: View {
    let name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(0..<3, id: \.self) { index in
                RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.94)).frame(height: 64)
                    .overlay(alignment: .leading) { Text("\(name) message \(index + 1)").foregroundColor(.primary).padding(.leading, 16) }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// The sheet's content.
private struct SheetContent: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Edit Mailboxes").font(.system(size: 17, weight: .semibold))
            RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 120, height: 120)
            Spacer(minLength: 0)
        }
        .padding(.top, 24)
    }
}
